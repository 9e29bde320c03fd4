import type { UploadedImage } from '@huaren/contract';
import type { Db } from '../../db/database';
import type { ObjectStore } from '../../storage/object-store';
import { presentImage } from '../uploads/upload.presenter';
import { createUploadRepository } from '../uploads/upload.repository';

/**
 * What posts need from the uploads module: the stored images among `ids` that `userId` uploaded,
 * in any order (missing or foreign ids are simply absent). A post may only show its author's
 * own uploads, so nobody can attach (and so republish) another user's photos by their hash.
 */
export interface ImageLookup {
  ownedImages(userId: number, ids: readonly string[]): Promise<UploadedImage[]>;
}

/** The uploads module's records, presented with the store's URLs. */
export function uploadedImages(db: Db, store: Pick<ObjectStore, 'url'>): ImageLookup {
  const uploads = createUploadRepository(db);
  return {
    async ownedImages(userId, ids) {
      const rows = await uploads.findOwnedImages(userId, ids);
      return rows.map((row) => presentImage(row, store));
    },
  };
}

/** The refs in the order the poster chose, or null when any id is not theirs. */
export async function resolveImages(
  lookup: ImageLookup,
  userId: number,
  ids: readonly string[],
): Promise<UploadedImage[] | null> {
  if (ids.length === 0) return [];
  const found = new Map((await lookup.ownedImages(userId, ids)).map((img) => [img.id, img]));
  const ordered = ids.map((id) => found.get(id));
  return ordered.every((img) => img !== undefined) ? (ordered as UploadedImage[]) : null;
}
