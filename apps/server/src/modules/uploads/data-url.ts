import { Reasons } from './reasons';

export type DecodedDataUrl = { ok: true; bytes: Buffer } | { ok: false; reason: string };

/**
 * `data:<type>[;param=value]*;base64,`: the declared type is only checked for shape and is
 * otherwise ignored (the content decides). Without `;base64` the data would be percent-encoded
 * text, which no image upload is.
 */
const HEADER = /^data:(?:[\w.+-]+\/[\w.+-]+)?(?:;[\w.+-]+=[^;,]*)*;base64$/i;
/** The standard alphabet, padding only at the end; Buffer.from would skip anything else silently. */
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * Decodes a data URL strictly: a payload with a character outside the alphabet, whitespace,
 * base64url characters or a length that is not a multiple of 4 is refused rather than decoded
 * into different bytes. The size is computed from the length, so an oversized payload is
 * refused before any buffer is allocated.
 */
export function decodeDataUrl(value: string, maxBytes: number): DecodedDataUrl {
  const comma = value.indexOf(',');
  if (comma < 0 || !HEADER.test(value.slice(0, comma))) {
    return { ok: false, reason: Reasons.notDataUrl };
  }
  const payload = value.slice(comma + 1);
  if (payload.length === 0) return { ok: false, reason: Reasons.empty };
  if (payload.length % 4 !== 0 || !BASE64.test(payload)) {
    return { ok: false, reason: Reasons.badBase64 };
  }
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
  if ((payload.length / 4) * 3 - padding > maxBytes) return { ok: false, reason: Reasons.tooLarge };
  return { ok: true, bytes: Buffer.from(payload, 'base64') };
}
