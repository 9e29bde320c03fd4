import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isoTime } from '../lib/iso-time';

/** A file of a backup: its path inside the backup's folder, size and SHA-256 (hex). */
export interface BackedUpFile {
  path: string;
  bytes: number;
  sha256: string;
}

/**
 * manifest.json, written last: a folder without it is no backup. Restore checks every file
 * against it before it changes anything.
 */
export interface Manifest {
  format: 1;
  createdAt: string;
  database: BackedUpFile;
  /** One per stored object; the object's key is the file's name. */
  uploads: BackedUpFile[];
}

export const MANIFEST = 'manifest.json';
export const DATABASE_FILE = 'app.db';
export const UPLOADS_DIR = 'uploads';
/** `backup-2026-11-25T21-30-00-000Z`: names sort in time order. */
export const BACKUP_NAME = /^backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z$/;

export function backupName(now: number): string {
  return `backup-${isoTime(now).replace(/[:.]/g, '-')}`;
}

export async function describeFile(folder: string, path: string): Promise<BackedUpFile> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(join(folder, path))) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { path, bytes, sha256: hash.digest('hex') };
}

export async function readManifest(folder: string): Promise<Manifest> {
  const manifest = JSON.parse(await readFile(join(folder, MANIFEST), 'utf8')) as Manifest;
  if (manifest.format !== 1) throw new Error(`unknown backup format in ${folder}`);
  return manifest;
}

/** Throws at the first file that is missing or differs from what the manifest says. */
export async function verifyBackup(folder: string, manifest: Manifest): Promise<void> {
  for (const expected of [manifest.database, ...manifest.uploads]) {
    const found = await describeFile(folder, expected.path).catch(() => null);
    if (found?.sha256 !== expected.sha256 || found.bytes !== expected.bytes) {
      throw new Error(`backup ${folder} is damaged: ${expected.path} is missing or changed`);
    }
  }
}
