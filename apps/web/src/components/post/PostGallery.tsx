import type { UploadedImage } from '@huaren/contract';
import { Swiper } from 'antd-mobile';
import { useState } from 'react';
import { PhotoViewer } from '../PhotoViewer';
import styles from './PostGallery.module.css';

/** The post's photos: swipe through them, tap one for the full-screen viewer (pinch to zoom). */
export function PostGallery({ images, title }: { images: UploadedImage[]; title: string }) {
  const [viewing, setViewing] = useState<number | null>(null);
  if (images.length === 0) return null;
  return (
    <div className={styles.gallery} data-testid="post-gallery">
      <Swiper
        indicatorProps={{ className: styles.indicator }}
        indicator={images.length > 1 ? undefined : () => null}
      >
        {images.map((image, i) => (
          <Swiper.Item key={image.id}>
            <button
              type="button"
              className={styles.slide}
              onClick={() => setViewing(i)}
              aria-label={`查看大图 ${i + 1}/${images.length}`}
            >
              <img
                className={styles.image}
                src={image.url}
                alt={`${title} 图片 ${i + 1}`}
                width={image.width}
                height={image.height}
              />
            </button>
          </Swiper.Item>
        ))}
      </Swiper>
      <PhotoViewer photos={images} index={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}
