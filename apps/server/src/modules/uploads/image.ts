import { UPLOAD_MAX_PIXELS, UPLOAD_MAX_SIDE, UPLOAD_THUMB_SIDE } from '@huaren/contract';
import sharp, { type Metadata, type ResizeOptions } from 'sharp';
import { Reasons } from './reasons';
import { THUMB_QUALITY, WEBP_EFFORT, WEBP_QUALITY } from './rules';
import { sniffImage } from './sniff';

// One libvips thread per pipeline (the semaphore decides how many run), and no operation cache:
// each upload is decoded once, so caching would only hold memory.
sharp.concurrency(1);
sharp.cache(false);

export interface ProcessedImage {
  /** WebP, at most UPLOAD_MAX_SIDE on the long side, no metadata, sRGB. */
  full: Buffer;
  /** WebP, at most UPLOAD_THUMB_SIDE on the long side. */
  thumb: Buffer;
  width: number;
  height: number;
}

export type ProcessResult =
  { ok: true; image: ProcessedImage } | { ok: false; reason: string; detail?: string };

/**
 * Checks and re-encodes one upload. The format comes from the bytes (our sniff, then sharp's
 * reading of the header must agree) and the pixel count from the header alone, so a
 * decompression bomb is refused before a single row of it is decoded. Then: auto-rotate by EXIF
 * orientation, convert to sRGB through the embedded ICC profile, resize without enlarging, and
 * encode WebP. sharp writes no metadata unless asked (no keepExif/keepIccProfile/withMetadata
 * here): EXIF with its GPS position, XMP, IPTC and the ICC profile all stay behind.
 */
export async function processImage(bytes: Buffer): Promise<ProcessResult> {
  const sniffed = sniffImage(bytes);
  if (sniffed === 'heic') return { ok: false, reason: Reasons.heic };
  if (sniffed === 'other') return { ok: false, reason: Reasons.notImage };

  let header: Metadata;
  try {
    // Reads the header only; the pixel limit is ours to answer, not sharp's error.
    header = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch (err) {
    return { ok: false, reason: Reasons.corrupt, detail: messageOf(err) };
  }
  if (header.format !== sniffed) {
    return { ok: false, reason: Reasons.corrupt, detail: `header says ${header.format}` };
  }
  if (!header.width || !header.height) return { ok: false, reason: Reasons.corrupt };
  if (header.width * header.height > UPLOAD_MAX_PIXELS) {
    return { ok: false, reason: Reasons.tooManyPixels };
  }

  try {
    const full = await sharp(bytes, {
      // The same limit again inside libvips, should a header ever disagree with its data.
      limitInputPixels: UPLOAD_MAX_PIXELS,
      // Truncated or corrupt data fails instead of decoding to a grey lower half.
      failOn: 'error',
    })
      .autoOrient()
      .resize(fitInside(UPLOAD_MAX_SIDE))
      .webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT })
      .toBuffer({ resolveWithObject: true });
    // From the resized image: a 1600 px WebP decodes far faster than a 40 MP original.
    const thumb = await sharp(full.data)
      .resize(fitInside(UPLOAD_THUMB_SIDE))
      .webp({ quality: THUMB_QUALITY, effort: WEBP_EFFORT })
      .toBuffer();
    return {
      ok: true,
      image: { full: full.data, thumb, width: full.info.width, height: full.info.height },
    };
  } catch (err) {
    return { ok: false, reason: Reasons.corrupt, detail: messageOf(err) };
  }
}

function fitInside(side: number): ResizeOptions {
  return { width: side, height: side, fit: 'inside', withoutEnlargement: true };
}

function messageOf(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
