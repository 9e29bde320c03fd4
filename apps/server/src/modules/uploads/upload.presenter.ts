import type { UploadedImage } from '@huaren/contract';
import type { ObjectStore } from '../../storage/object-store';
import { fullKey, thumbKey } from './keys';

/** An image as every call presents it (uploads, and later the images of posts and articles). */
export function presentImage(
  image: { id: string; width: number; height: number },
  store: Pick<ObjectStore, 'url'>,
): UploadedImage {
  return {
    id: image.id,
    url: store.url(fullKey(image.id)),
    thumbUrl: store.url(thumbKey(image.id)),
    width: image.width,
    height: image.height,
  };
}
