import { createHash, timingSafeEqual } from 'node:crypto';
import { computeSignature } from '@huaren/contract';

/** node:crypto's md5 is native and several times faster than the contract's portable js-md5. */
function md5Hex(input: string): string {
  return createHash('md5').update(input, 'utf8').digest('hex');
}

export function expectedSignature(token: string, t: string, nonce: string, salt: string): string {
  return computeSignature(token, t, nonce, salt, md5Hex);
}

/** Constant-time, so the answer time does not reveal how many leading characters matched. */
export function signatureMatches(expected: string, received: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(received.toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
