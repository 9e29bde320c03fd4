/** What the first bytes say a file is; sharp must then agree and decode it. */
export type Sniffed = 'jpeg' | 'png' | 'webp' | 'heic' | 'other';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** ISO-BMFF major brands of HEVC-coded HEIF (iPhone photos); AVIF's `avif` is not among them. */
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis']);

/**
 * Magic bytes of the formats we accept, and of HEIC (refused with its own reason, so an iPhone
 * user learns what to change). Only the bytes count: the declared MIME type is never read.
 */
export function sniffImage(bytes: Buffer): Sniffed {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'jpeg';
  }
  if (bytes.subarray(0, 8).equals(PNG)) return 'png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ascii(bytes, 4, 8) === 'ftyp' && HEIC_BRANDS.has(ascii(bytes, 8, 12))) return 'heic';
  return 'other';
}

function ascii(bytes: Buffer, start: number, end: number): string {
  return bytes.length >= end ? bytes.toString('latin1', start, end) : '';
}
