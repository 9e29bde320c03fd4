import type { UploadedImage } from '@huaren/contract';
import { COLUMN_WIDE_SIZES, srcSetOf } from '@huaren/contract/uploads/renditions';
import { useState } from 'react';
import { PhotoViewer } from '../PhotoViewer';
import styles from './PostGallery.module.css';

/**
 * The post's photos: swipe through them, tap one for the full-screen viewer (pinch to zoom).
 * The browser's own scroll snapping swipes them, not antd-mobile's Swiper and its gesture and
 * spring libraries: a post's detail is an entry page (decision 0043). The first photo is the
 * page's largest paint: it is asked first, with the renditions the share page preloads.
 */
export function PostGallery({ images, title }: { images: UploadedImage[]; title: string }) {
  const [viewing, setViewing] = useState<number | null>(null);
  const [current, setCurrent] = useState(0);
  if (images.length === 0) return null;
  return (
    <div className={styles.gallery} data-testid="post-gallery">
      <div
        className={styles.track}
        onScroll={(event) => {
          const track = event.currentTarget;
          setCurrent(Math.round(track.scrollLeft / track.clientWidth));
        }}
      >
        {images.map((image, i) => (
          <button
            key={image.id}
            type="button"
            className={styles.slide}
            onClick={() => setViewing(i)}
            aria-label={`查看大图 ${i + 1}/${images.length}`}
          >
            <img
              className={styles.image}
              src={image.url}
              srcSet={srcSetOf(image)}
              sizes={COLUMN_WIDE_SIZES}
              fetchPriority={i === 0 ? 'high' : 'auto'}
              alt={`${title} 图片 ${i + 1}`}
              width={image.width}
              height={image.height}
            />
          </button>
        ))}
      </div>
      {images.length > 1 && (
        <div className={styles.dots} aria-hidden="true">
          {images.map((image, i) => (
            <span key={image.id} className={i === current ? styles.active : styles.dot} />
          ))}
        </div>
      )}
      <PhotoViewer photos={images} index={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}
