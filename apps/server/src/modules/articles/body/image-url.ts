import { uploadIdOfUrl } from '@huaren/contract';
import type { ObjectStore } from '../../../storage/object-store';
import { fullKey } from '../../uploads/keys';
import type { ImageIdOf } from './render';

/**
 * The contract's image rule against this server's store: an image URL is ours when it is exactly
 * the URL the store gives the full-size image of an upload id (`/uploads/<id>.webp` locally, the
 * bucket's URL later).
 */
export function storeImageIdOf(store: Pick<ObjectStore, 'url'>): ImageIdOf {
  return (src) => uploadIdOfUrl(src, (id) => store.url(fullKey(id)));
}
