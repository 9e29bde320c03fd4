import type { ObjectStore } from '../../../storage/object-store';
import { fullKey } from '../../uploads/keys';
import type { ImageIdOf } from './render';

const ID_IN_URL = /([0-9a-f]{64})\.webp$/;

/**
 * An image URL is ours when it is exactly the URL the store gives the full-size image of an
 * upload id (`/uploads/<id>.webp` locally, the bucket's URL later): no other host, path or query.
 */
export function uploadIdOfUrl(store: Pick<ObjectStore, 'url'>): ImageIdOf {
  return (src) => {
    const id = ID_IN_URL.exec(src)?.[1];
    return id !== undefined && store.url(fullKey(id)) === src ? id : null;
  };
}
