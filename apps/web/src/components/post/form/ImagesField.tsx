import { POST_MAX_IMAGES, type UploadedImage } from '@huaren/contract';
import { ImageUploader, type ImageUploadItem } from 'antd-mobile';
import { uploadImage } from '../../../api/uploads';
// The uploader previews through ImageViewer.show, which needs the React 19 renderer set there.
import '../../../lib/antdImperative';
import styles from './PostForm.module.css';

interface ImagesFieldProps {
  value: UploadedImage[];
  onChange: (images: UploadedImage[]) => void;
}

/** Up to nine photos, each compressed in the browser and uploaded as soon as it is picked. */
export function ImagesField({ value, onChange }: ImagesFieldProps) {
  const items: ImageUploadItem[] = value.map((image) => ({
    key: image.id,
    url: image.url,
    thumbnailUrl: image.thumbUrl,
    extra: image,
  }));
  return (
    <div className={styles.field} data-testid="form-images">
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
      />
    </div>
  );
}
