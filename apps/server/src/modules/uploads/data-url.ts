import { Reasons } from './reasons';

export type DecodedDataUrl = { ok: true; bytes: Buffer } | { ok: false; reason: string };

/**
 * `data:<type>[;param=value]*;base64,`: the declared type is only checked for shape and is
 * otherwise ignored (the content decides). Without `;base64` the data would be percent-encoded
 * text, which no image upload is.
 */
const HEADER = /^data:(?:[\w.+-]+\/[\w.+-]+)?(?:;[\w.+-]+=[^;,]*)*;base64$/i;

/**
 * Decodes a data URL strictly: only canonical base64 (the standard alphabet, padded, no
 * whitespace) is decoded; anything else is refused rather than decoded into different bytes.
 * The size is computed from the length, so an oversized payload is refused before any buffer
 * is allocated.
 */
export function decodeDataUrl(value: string, maxBytes: number): DecodedDataUrl {
  const comma = value.indexOf(',');
  if (comma < 0 || !HEADER.test(value.slice(0, comma))) {
    return { ok: false, reason: Reasons.notDataUrl };
  }
  const payload = value.slice(comma + 1);
  if (payload.length === 0) return { ok: false, reason: Reasons.empty };
  if (payload.length % 4 !== 0) return { ok: false, reason: Reasons.badBase64 };
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
  if ((payload.length / 4) * 3 - padding > maxBytes) return { ok: false, reason: Reasons.tooLarge };
  // Buffer.from skips what is not base64; encoding the bytes back must give the very same text.
  // That refuses stray characters, whitespace, base64url, misplaced padding and non-zero pad
  // bits, and costs a quarter of a regular expression over the same 5 MB (7 ms against 30).
  const bytes = Buffer.from(payload, 'base64');
  if (bytes.toString('base64') !== payload) return { ok: false, reason: Reasons.badBase64 };
  return { ok: true, bytes };
}
