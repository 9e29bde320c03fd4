import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { access, mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { ObjectStore } from './object-store';

/** Keys are file names of our own making; anything else (a slash, `..`) is refused outright. */
const KEY = /^[a-z0-9][a-z0-9._-]{0,127}$/;

/**
 * Objects as files under `root`, spread over 256 subdirectories by the key's first two
 * characters (`root/ab/abcd….webp`) so that no directory grows to millions of entries.
 * `publicPath` is the URL prefix the server answers them under.
 */
export function createLocalStore(root: string, publicPath: string): ObjectStore {
  const pathOf = (key: string) => {
    if (!KEY.test(key) || key.includes('..')) throw new Error(`bad object key: ${key}`);
    return join(root, key.slice(0, 2), key);
  };

  return {
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(join(path, '..'), { recursive: true });
      // Write beside, flush, then rename: a crash leaves a stray temp file, never a short object
      // under its final name (exists() would then keep answering true for a broken image).
      const temp = `${path}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        const file = await open(temp, 'wx');
        try {
          await file.writeFile(data);
          await file.sync();
        } finally {
          await file.close();
        }
        await rename(temp, path);
      } catch (err) {
        await rm(temp, { force: true });
        throw err;
      }
    },

    async get(key) {
      let file;
      try {
        file = await open(pathOf(key), 'r');
      } catch (err) {
        if (isNotFound(err)) return null;
        throw err;
      }
      try {
        const { size } = await file.stat();
        // The stream closes the file when it ends or is destroyed (a client that went away).
        return { body: file.createReadStream(), size };
      } catch (err) {
        await file.close();
        throw err;
      }
    },

    async exists(key) {
      try {
        return (await stat(pathOf(key))).isFile();
      } catch (err) {
        if (isNotFound(err)) return false;
        throw err;
      }
    },

    async *list() {
      let entries;
      try {
        entries = await readdir(root, { recursive: true, withFileTypes: true });
      } catch (err) {
        if (isNotFound(err)) return;
        throw err;
      }
      for (const entry of entries) {
        // A crash's temp file (`<key>.<random>.tmp`) is not an object.
        if (!entry.isFile() || !KEY.test(entry.name) || entry.name.endsWith('.tmp')) continue;
        const path = join(entry.parentPath, entry.name);
        if (path !== pathOf(entry.name)) continue;
        const modifiedAt = await stat(path).then(
          (found) => found.mtimeMs,
          (err: unknown) => (isNotFound(err) ? null : Promise.reject(err)),
        );
        if (modifiedAt !== null) yield { key: entry.name, modifiedAt };
      }
    },

    async delete(key) {
      await rm(pathOf(key), { force: true });
    },

    async checkReachable() {
      // The folder is made on the first upload; a fresh install is ready before that.
      await mkdir(root, { recursive: true });
      await access(root, constants.W_OK);
    },

    url(key) {
      return `${publicPath}/${key}`;
    },
  };
}

function isNotFound(err: unknown): boolean {
  return (err as NodeJS.ErrnoException).code === 'ENOENT';
}
