import type { BodyImage } from './articleInput';
import formStyles from '../../form/LongForm.module.css';
import styles from './CoverPicker.module.css';

interface CoverPickerProps {
  /** The uploads the body shows, in order. */
  images: readonly BodyImage[];
  /** The chosen one, or null for the first. */
  value: string | null;
  onChange: (id: string) => void;
}

/** Which of the body's images the feed shows as the article's cover (the first by default). */
export function CoverPicker({ images, value, onChange }: CoverPickerProps) {
  const cover = value ?? images[0]?.id;
  return (
    <fieldset className={`${formStyles.field} ${styles.fieldset}`} data-testid="cover-picker">
      <legend className={`${formStyles.label} ${styles.legend}`}>
        封面{' '}
        <span className={formStyles.hint}>
          {images.length === 0 ? '在正文中插入图片后可选' : '默认为正文第一张图片'}
        </span>
      </legend>
      {images.length > 0 && (
        <div className={styles.options}>
          {images.map((image, index) => (
            <label key={image.id} className={styles.option} data-testid="cover-option">
              <input
                type="radio"
                name="article-cover"
                className={styles.radio}
                checked={image.id === cover}
                onChange={() => onChange(image.id)}
                aria-label={`第 ${index + 1} 张图片作封面`}
                data-image-id={image.id}
              />
              <img src={image.url} alt="" loading="lazy" />
              {image.id === cover && <span className={styles.badge}>封面</span>}
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}
