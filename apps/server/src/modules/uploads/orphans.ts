import type { Db } from '../../db/database';
import type { ObjectStore } from '../../storage/object-store';
import { SERVED_NAME } from './keys';
import { createOrphanRepository } from './orphan.repository';

/** An upload nobody attached within a day is an orphan (the editor's draft is long gone). */
export const ORPHAN_AGE_MS = 24 * 60 * 60 * 1000;

export interface OrphanCleanup {
  /** Upload ids whose rows went. */
  uploads: number;
  /** Store objects that went (an image and its thumbnail are two). */
  objects: number;
}

/**
 * Deletes the uploads that no post or article refers to and that nobody uploaded within
 * ORPHAN_AGE_MS (their rows, then their files), and the files of the store that have no row at
 * all (an upload whose row was never written) once they are as old. Objects whose names are not
 * ours are left alone. `npm run cleanup:uploads` (decision 0031).
 */
export async function cleanUpOrphans(
  db: Db,
  store: ObjectStore,
  now: number,
): Promise<OrphanCleanup> {
  const repository = createOrphanRepository(db);
  const cutoff = now - ORPHAN_AGE_MS;
  const attached = await repository.attachedImageIds();

  const stale = await repository.uploadedOnlyBefore(cutoff);
  const orphans = stale.filter((id) => !attached.has(id));
  await repository.deleteRowsBefore(orphans, cutoff);

  const recorded = await repository.recordedIds();
  let objects = 0;
  for await (const { key, modifiedAt } of store.list()) {
    if (!SERVED_NAME.test(key) || modifiedAt >= cutoff) continue;
    const id = key.slice(0, 64);
    if (recorded.has(id) || attached.has(id)) continue;
    // Someone may have uploaded the same image since the listing began: their row keeps the file.
    if (await repository.isRecorded(id)) continue;
    await store.delete(key);
    objects += 1;
  }
  return { uploads: orphans.length, objects };
}
