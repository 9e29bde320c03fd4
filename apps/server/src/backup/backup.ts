import { createWriteStream } from 'node:fs';
import { copyFile, link, mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import SQLite from 'better-sqlite3';
import type { ObjectStore } from '../storage/object-store';
import type { BackupSettings } from './backup-config';
import type { BucketBackups } from './bucket-copy';
import {
  BACKUP_NAME,
  DATABASE_FILE,
  MANIFEST,
  UPLOADS_DIR,
  backupName,
  describeFile,
  type Manifest,
} from './manifest';
import { isoTime } from '../lib/iso-time';

/** sqlite3_backup_step's largest page count (better-sqlite3 caps it there). */
const ALL_PAGES = 0x7fffffff;

export interface BackupResult {
  folder: string;
  uploads: number;
  /** Older backups deleted to keep BACKUP_KEEP (in the folder, and in the bucket if any). */
  removed: string[];
  /** Files copied to BACKUP_S3_BUCKET; 0 without one. */
  copied: number;
}

/**
 * A consistent copy of the SQLite file (SQLite's online backup API: the server keeps running and
 * writing) and every object of the store, in a new folder under `settings.dir`; then the oldest
 * backups beyond `settings.keep` go. The folder is written as `<name>.partial` and renamed when
 * complete. Uploads never change under a key, so a file the previous backup holds is hard-linked
 * rather than copied: daily backups cost the new images only. With `bucket`, the backup is
 * copied there too and the bucket keeps as many (decision 0032).
 */
export async function createBackup(
  sqliteFile: string,
  store: ObjectStore,
  settings: BackupSettings,
  now: number,
  bucket?: BucketBackups,
): Promise<BackupResult> {
  await mkdir(settings.dir, { recursive: true });
  const existing = await completeBackups(settings.dir);
  const previous = existing.at(-1);
  const name = backupName(now);
  const partial = join(settings.dir, `${name}.partial`);
  await rm(partial, { recursive: true, force: true });
  await mkdir(join(partial, UPLOADS_DIR), { recursive: true });

  const source = new SQLite(sqliteFile, { fileMustExist: true });
  try {
    // Every page in one step: copied 100 pages at a time (the default), the backup starts over
    // whenever the server writes between two steps, and on a busy site it never ends.
    await source.backup(join(partial, DATABASE_FILE), { progress: () => ALL_PAGES });
  } finally {
    source.close();
  }

  const uploads = [];
  for await (const { key } of store.list()) {
    const path = join(UPLOADS_DIR, key);
    const linked = previous
      ? await linkFrom(join(settings.dir, previous, path), join(partial, path))
      : false;
    if (!linked) {
      const object = await store.get(key);
      if (!object) continue; // deleted since the listing (cleanup:uploads)
      await pipeline(object.body, createWriteStream(join(partial, path)));
    }
    uploads.push(await describeFile(partial, path));
  }
  uploads.sort((a, b) => a.path.localeCompare(b.path));

  const manifest: Manifest = {
    format: 1,
    createdAt: isoTime(now),
    database: await describeFile(partial, DATABASE_FILE),
    uploads,
  };
  await writeFile(join(partial, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  const folder = join(settings.dir, name);
  await rename(partial, folder);

  const removed = [...existing, name].slice(0, -settings.keep);
  for (const old of removed) await rm(join(settings.dir, old), { recursive: true, force: true });
  if (!bucket) return { folder, uploads: uploads.length, removed, copied: 0 };

  const copied = await bucket.upload(folder, name);
  const stale = (await bucket.list()).slice(0, -settings.keep);
  for (const old of stale) await bucket.remove(old);
  return { folder, uploads: uploads.length, removed: [...new Set([...removed, ...stale])], copied };
}

/** The names of the complete backups in `dir`, oldest first. */
export async function completeBackups(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isDirectory() && BACKUP_NAME.test(entry.name))
    .map((entry) => entry.name)
    .sort();
}

/** Hard-links an unchanged upload from the previous backup (copies across file systems); false when it has none. */
async function linkFrom(from: string, to: string): Promise<boolean> {
  try {
    await link(from, to);
    return true;
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return false;
    if (code !== 'EXDEV' && code !== 'EPERM') throw err;
    await copyFile(from, to);
    return true;
  }
}
