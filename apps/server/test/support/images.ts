import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { uploadBase64, type UploadedImage } from '@huaren/contract';
import sharp from 'sharp';
import type { TestApp } from './app';
import { readObject } from './snapshot';

/**
 * Images for the upload tests, made on the fly with sharp (nothing binary is committed). A
 * "photo" is a gradient with a little noise, so that it compresses like a photograph rather
 * than to a few hundred bytes, and so that two calls with different seeds differ.
 */
export async function photo(
  width: number,
  height: number,
  options: { seed?: number; format?: 'jpeg' | 'png' | 'webp'; alpha?: boolean } = {},
): Promise<Buffer> {
  const channels = options.alpha ? 4 : 3;
  const seed = options.seed ?? 1;
  // A small pattern scaled up: cheap to build at any size, smooth like a photograph.
  const small = 64;
  const pixels = Buffer.alloc(small * small * channels);
  for (let y = 0; y < small; y += 1) {
    for (let x = 0; x < small; x += 1) {
      const i = (y * small + x) * channels;
      pixels[i] = (x * 4 + seed * 37) & 255;
      pixels[i + 1] = (y * 4 + seed * 91) & 255;
      pixels[i + 2] = ((x + y) * 2 + seed * 13) & 255;
      if (options.alpha) pixels[i + 3] = x < small / 2 ? 255 : 128;
    }
  }
  const image = sharp(pixels, { raw: { width: small, height: small, channels } })
    .resize(width, height, { fit: 'fill', kernel: 'cubic' })
    .blur(0.6);
  switch (options.format ?? 'jpeg') {
    case 'png':
      return image.png().toBuffer();
    case 'webp':
      return image.webp().toBuffer();
    default:
      return image.jpeg({ quality: 90 }).toBuffer();
  }
}

/** A JPEG whose EXIF says "rotate 90° clockwise to display" (orientation 6), as phones write. */
export async function jpegWithOrientation(width: number, height: number): Promise<Buffer> {
  return sharp(await photo(width, height))
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
}

/** A JPEG carrying a GPS position, a camera make and an XMP packet, as a phone photo does. */
export async function jpegWithGps(): Promise<Buffer> {
  return sharp(await photo(640, 480, { seed: 7 }))
    .withExif({
      IFD0: { Make: 'Apple', Model: 'iPhone 15' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '40/1 45/1 3600/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '73/1 49/1 4800/100',
      },
    })
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>Flushing</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>',
    )
    .jpeg()
    .toBuffer();
}

/** Whether an EXIF block points to a GPS directory (tag 0x8825), in either byte order. */
export function exifHasGps(exif: Buffer): boolean {
  return (
    exif.includes(Buffer.from([0x88, 0x25, 0x00, 0x04])) ||
    exif.includes(Buffer.from([0x25, 0x88, 0x04, 0x00]))
  );
}

/**
 * A PNG whose header claims `width × height` pixels, followed by a few compressed rows: the
 * shape of a decompression bomb (a few KB that would decode to gigabytes), built in microseconds.
 */
export function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc((width * 3 + 1) * 8))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export function dataUrl(bytes: Buffer, type = 'image/jpeg'): string {
  return `data:${type};base64,${bytes.toString('base64')}`;
}

/** Calls upload_base64 as the holder of `token`. */
export function upload(t: TestApp, token: string, file: string) {
  return t.client.call(uploadBase64, { file }, { token });
}

/** Uploads and expects success; answers the stored image. */
export async function uploadOk(t: TestApp, token: string, bytes: Buffer): Promise<UploadedImage> {
  const res = await upload(t, token, dataUrl(bytes));
  if (res.code !== 200 || !res.data) throw new Error(`upload failed: ${res.code} ${res.reason}`);
  return res.data;
}

/**
 * Every file under DATA_DIR/uploads (paths relative to it), temp files included; on S3, every
 * key in the bucket.
 */
export async function storedFiles(t: TestApp): Promise<string[]> {
  if (t.config.storage.s3) {
    const keys: string[] = [];
    for await (const { key } of t.app.imageStore.list()) keys.push(key);
    return keys.sort();
  }
  const root = t.config.storage.localDir;
  try {
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    return entries
      .filter((e) => e.isFile())
      .map((e) => join(e.parentPath, e.name).slice(root.length + 1))
      .sort();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
}

export async function uploadRows(t: TestApp) {
  return t.app.db.selectFrom('uploads').selectAll().orderBy('created_at').execute();
}

/** Reads back a stored object through the store (not HTTP). */
export function readStored(t: TestApp, key: string): Promise<Buffer> {
  return readObject(t.app.imageStore, key);
}
