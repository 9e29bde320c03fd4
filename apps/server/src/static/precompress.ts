import { createReadStream, createWriteStream } from 'node:fs';
import { readdir, rename, stat, unlink } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';

const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.webmanifest',
  '.txt',
  '.xml',
  '.ico',
]);
/** Below this, the headers of a compressed answer cost about what compression saves. */
const MIN_BYTES = 1024;

const encoders = {
  '.br': () =>
    createBrotliCompress({
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
  '.gz': () => createGzip({ level: constants.Z_BEST_COMPRESSION }),
};

export interface PrecompressResult {
  written: number;
  failed: number;
}

/**
 * Writes `file.br` and `file.gz` beside each text file of the built web app, once per build (a
 * file is redone only when its source is newer), so @fastify/static can send them as they are.
 * Compressing at the highest levels once costs a second or two at the first start; compressing
 * on every request would cost CPU each time and give smaller savings.
 */
export async function precompressDir(root: string): Promise<PrecompressResult> {
  const result: PrecompressResult = { written: 0, failed: 0 };
  const files = (await listFiles(root)).filter(
    (file) => COMPRESSIBLE.has(extname(file.path)) && file.size >= MIN_BYTES,
  );
  await Promise.all(
    files.flatMap((file) =>
      (Object.keys(encoders) as (keyof typeof encoders)[]).map(async (ext) => {
        try {
          if (await isFresh(`${file.path}${ext}`, file.mtimeMs)) return;
          await writeAtomically(file.path, `${file.path}${ext}`, encoders[ext]);
          result.written += 1;
        } catch {
          result.failed += 1;
        }
      }),
    ),
  );
  return result;
}

interface FileInfo {
  path: string;
  size: number;
  mtimeMs: number;
}

async function listFiles(dir: string): Promise<FileInfo[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry): Promise<FileInfo[]> => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return listFiles(path);
      if (!entry.isFile()) return [];
      const { size, mtimeMs } = await stat(path);
      return [{ path, size, mtimeMs }];
    }),
  );
  return nested.flat();
}

async function isFresh(path: string, sourceMtimeMs: number): Promise<boolean> {
  try {
    return (await stat(path)).mtimeMs >= sourceMtimeMs;
  } catch {
    return false;
  }
}

/** Through a temporary name, so a request never receives a half-written file. */
async function writeAtomically(
  source: string,
  target: string,
  encoder: () => NodeJS.ReadWriteStream,
): Promise<void> {
  const temporary = `${target}.${process.pid}.tmp`;
  try {
    await pipeline(createReadStream(source), encoder(), createWriteStream(temporary));
    await rename(temporary, target);
  } catch (err) {
    await unlink(temporary).catch(() => undefined);
    throw err;
  }
}
