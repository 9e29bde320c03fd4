import { uploadIdOfUrl } from '@huaren/contract';
import type { ImageLookup } from '../../core/images';
import type { Db } from '../../db/database';
import type { ObjectStore } from '../../storage/object-store';
import { fullKey } from './keys';
import { presentImage } from './upload.presenter';
import { createUploadRepository } from './upload.repository';

/** The uploads module's records, presented with the store's URLs (`app.images`). */
export function createImageLookup(db: Db, store: Pick<ObjectStore, 'url'>): ImageLookup {
  const uploads = createUploadRepository(db);
  return {
    async owned(userId, ids) {
      const rows = await uploads.findOwnedImages(userId, ids);
      return rows.map((row) => presentImage(row, store));
    },
    async any(ids) {
      const rows = await uploads.findImages(ids);
      return rows.map((row) => presentImage(row, store));
    },
    // The contract's image rule against this store's URL, and against the app's own /uploads/
    // path, which keeps answering (bodies written before PUBLIC_MEDIA_URL was set keep their images).
    idOfUrl: (src) => uploadIdOfUrl(src, (id) => store.url(fullKey(id))) ?? uploadIdOfUrl(src),
  };
}
