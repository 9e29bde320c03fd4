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
    // The contract's image rule against this store: `/uploads/<id>.webp` locally, a bucket's URL later.
    idOfUrl: (src) => uploadIdOfUrl(src, (id) => store.url(fullKey(id))),
  };
}
