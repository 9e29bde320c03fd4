import { POST_MAX_IMAGES, type UploadedImage } from '@huaren/contract';
import { ImageUploader, type ImageUploadItem } from 'antd-mobile';
import { useLayoutEffect, useRef, useState } from 'react';
import { uploadImage } from '../../../api/uploads';
import { PhotoViewer } from '../../PhotoViewer';
import { StrokeIcon } from '../../StrokeIcon';
import styles from '../../form/LongForm.module.css';

interface ImagesFieldProps {
  value: UploadedImage[];
  onChange: (images: UploadedImage[]) => void;
}

/** Up to nine photos, each compressed in the browser and uploaded as soon as it is picked. */
export function ImagesField({ value, onChange }: ImagesFieldProps) {
  const field = useRef<HTMLDivElement>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  // The place of the photo just deleted: focus moves to the one that took it (or to the upload
  // input) rather than falling back to the top of the page with the removed button.
  const deleted = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (deleted.current === null || !field.current) return;
    const buttons = field.current.querySelectorAll<HTMLElement>(`.${styles.photoDelete}`);
    const next = buttons[Math.min(deleted.current, buttons.length - 1)];
    (next ?? field.current.querySelector<HTMLElement>('input[type=file]'))?.focus();
    deleted.current = null;
  }, [value]);

  const items: ImageUploadItem[] = value.map((image) => ({
    key: image.id,
    url: image.url,
    thumbnailUrl: image.thumbUrl,
    extra: image,
  }));
  return (
    <div ref={field} className={styles.field} data-testid="form-images">
      <p className={styles.label}>
        图片 <span className={styles.hint}>（选填，最多 {POST_MAX_IMAGES} 张，第一张为封面）</span>
      </p>
      <ImageUploader
        value={items}
        onChange={(next) =>
          onChange(
            next
              .map((item) => item.extra as UploadedImage | undefined)
              .filter((image): image is UploadedImage => Boolean(image))
              // The same photo twice is one upload (ids are content hashes): keep one tile.
              .filter((image, i, all) => all.findIndex((x) => x.id === image.id) === i),
          )
        }
        upload={async (file) => {
          const image = await uploadImage(file);
          return { key: image.id, url: image.url, thumbnailUrl: image.thumbUrl, extra: image };
        }}
        accept="image/jpeg,image/png,image/webp"
        multiple
        maxCount={POST_MAX_IMAGES}
        showFailed={false}
        // antd's own tile is an unnamed image that opens the viewer on a click, with a bare span
        // to delete it: no keyboard reaches either. Two named buttons instead.
        renderItem={(_node, item, all) => {
          const index = all.indexOf(item);
          return (
            <div key={item.key} className={styles.photo}>
              <button
                type="button"
                className={styles.photoView}
                aria-label={`查看第 ${index + 1} 张图片`}
                onClick={() => setViewing(index)}
              >
                <img src={item.thumbnailUrl ?? item.url} alt="" />
              </button>
              <button
                type="button"
                className={styles.photoDelete}
                aria-label={`删除第 ${index + 1} 张图片`}
                onClick={() => {
                  deleted.current = index;
                  onChange(value.filter((image) => image.id !== item.key));
                }}
              >
                <StrokeIcon size={14}>
                  <path d="M6 6l12 12M18 6L6 18" />
                </StrokeIcon>
              </button>
            </div>
          );
        }}
      />
      <PhotoViewer photos={value} index={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}
