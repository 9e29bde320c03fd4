/** The thumbnail's long side at most: the full image scaled to fit a square of this size. */
export const UPLOAD_THUMB_SIDE = 400;

/** What the renditions need of an upload (UploadedImage's fields). */
interface Renditions {
  url: string;
  thumbUrl: string;
  width: number;
  height: number;
}

/**
 * The `srcset` of an upload: its thumbnail (the whole image fitted inside UPLOAD_THUMB_SIDE, never
 * enlarged) and its full size, by their widths, so a browser takes the smallest that fills the
 * slot at its pixel ratio. The server's preload and the app's `<img>` use the same one, so the
 * browser fetches the preloaded file. No zod here: entry pages import it.
 */
export function srcSetOf(image: Renditions): string {
  const scale = Math.min(1, UPLOAD_THUMB_SIDE / Math.max(image.width, image.height));
  const thumbWidth = Math.max(1, Math.round(image.width * scale));
  if (thumbWidth >= image.width) return `${image.url} ${image.width}w`;
  return `${image.thumbUrl} ${thumbWidth}w, ${image.url} ${image.width}w`;
}

/** The `sizes` of a photo as wide as the app's column (at most 480 px, index.html's .boot). */
export const COLUMN_WIDE_SIZES = '(max-width: 480px) 100vw, 480px';
