import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  paginateListObjectsV2,
  type S3Client,
} from '@aws-sdk/client-s3';
import { createS3Client } from '../storage/s3-store';
import type { StorageConfig } from '../storage/storage-config';
import { BACKUP_NAME, MANIFEST } from './manifest';

/**
 * Backups in a private bucket (BACKUP_S3_BUCKET), one prefix per backup: `<name>/app.db`,
 * `<name>/uploads/<key>`, `<name>/manifest.json`. The manifest goes last, so a prefix without
 * one is an interrupted copy, never listed as a backup (decision 0032).
 */
export function createBucketBackups(client: S3Client, Bucket: string) {
  const keysUnder = async function* (Prefix: string) {
    for await (const page of paginateListObjectsV2({ client }, { Bucket, Prefix })) {
      for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
    }
  };

  return {
    /** Copies a complete backup folder; answers how many files went. */
    async upload(folder: string, name: string): Promise<number> {
      const files = (await readdir(folder, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile())
        .map((entry) => relative(folder, join(entry.parentPath, entry.name)))
        .sort((a, b) => Number(a === MANIFEST) - Number(b === MANIFEST));
      for (const file of files) {
        const path = join(folder, file);
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: `${name}/${file}`,
            Body: createReadStream(path),
            ContentLength: (await stat(path)).size,
          }),
        );
      }
      return files.length;
    },

    /** The names of the complete backups in the bucket, oldest first. */
    async list(): Promise<string[]> {
      const names: string[] = [];
      for await (const key of keysUnder('')) {
        const [name, file] = key.split('/', 2);
        if (file === MANIFEST && name && BACKUP_NAME.test(name)) names.push(name);
      }
      return names.sort();
    },

    async remove(name: string): Promise<void> {
      for await (const Key of keysUnder(`${name}/`)) {
        await client.send(new DeleteObjectCommand({ Bucket, Key }));
      }
    },

    /** Downloads a backup into `dir/<name>` (written beside, then renamed); answers its path. */
    async download(name: string, dir: string): Promise<string> {
      const target = join(dir, name);
      const partial = `${target}.partial`;
      await rm(partial, { recursive: true, force: true });
      let files = 0;
      for await (const Key of keysUnder(`${name}/`)) {
        files += 1;
        const path = join(partial, Key.slice(name.length + 1));
        await mkdir(dirname(path), { recursive: true });
        const answer = await client.send(new GetObjectCommand({ Bucket, Key }));
        if (!(answer.Body instanceof Readable)) throw new Error(`no body for ${Key}`);
        await pipeline(answer.Body, createWriteStream(path));
      }
      if (files === 0) throw new Error(`no backup ${name} in BACKUP_S3_BUCKET`);
      await rm(target, { recursive: true, force: true });
      await rename(partial, target);
      return target;
    },
  };
}

export type BucketBackups = ReturnType<typeof createBucketBackups>;

/** The backup bucket the environment names (BACKUP_S3_BUCKET), or null. */
export function openBucketBackups(storage: StorageConfig): BucketBackups | null {
  const s3 = storage.backupS3;
  return s3 ? createBucketBackups(createS3Client(s3), s3.bucket) : null;
}
