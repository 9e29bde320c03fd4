import { copyFile, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { ObjectStore } from '../storage/object-store';
import { completeBackups } from './backup';
import type { BucketBackups } from './bucket-copy';
import { readManifest, verifyBackup } from './manifest';

export interface RestoreResult {
  folder: string;
  uploads: number;
}

/**
 * Puts a backup back: checks every file against its manifest first (a damaged backup changes
 * nothing), then replaces the SQLite file (its -wal and -shm files go: they belong to the old
 * database) and writes every upload the store lacks. Objects the backup does not know stay
 * (cleanup:uploads deletes them if nothing uses them). The server must be stopped (decision 0032).
 */
export async function restoreBackup(
  folder: string,
  sqliteFile: string,
  store: ObjectStore,
): Promise<RestoreResult> {
  const manifest = await readManifest(folder);
  await verifyBackup(folder, manifest);

  const staged = `${sqliteFile}.restoring`;
  await copyFile(join(folder, manifest.database.path), staged);
  for (const suffix of ['-wal', '-shm']) await rm(`${sqliteFile}${suffix}`, { force: true });
  await rename(staged, sqliteFile);

  for (const file of manifest.uploads) {
    const key = file.path.split('/').pop()!;
    if (await store.exists(key)) continue;
    await store.put(key, await readFile(join(folder, file.path)));
  }
  return { folder, uploads: manifest.uploads.length };
}

/**
 * The folder of a backup: `latest` or a name under `dir`, a path to a backup's folder, or
 * `s3:latest` / `s3:<name>` in the backup bucket (downloaded into `dir` first).
 */
export async function findBackup(
  dir: string,
  which: string,
  bucket: BucketBackups | null,
): Promise<string> {
  if (which.startsWith('s3:')) {
    if (!bucket) throw new Error('BACKUP_S3_BUCKET is not set');
    const name = which.slice(3) === 'latest' ? (await bucket.list()).at(-1) : which.slice(3);
    if (!name) throw new Error('no backup in BACKUP_S3_BUCKET');
    return bucket.download(name, dir);
  }
  if (which !== 'latest') return which.includes('/') ? which : join(dir, which);
  const latest = (await completeBackups(dir)).at(-1);
  if (!latest) throw new Error(`no backup in ${dir}`);
  return join(dir, latest);
}
