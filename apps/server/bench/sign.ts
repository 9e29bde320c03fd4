import { randomUUID } from 'node:crypto';
import {
  CSRF_MARKER_VALUE,
  Header,
  REQUESTED_WITH_VALUE,
  computeSignature,
} from '@huaren/contract';

/** A visitor's signed headers with a fresh `t` and nonce, as the web client sends them. */
export function signedRequestHeaders(salt: string): Record<string, string> {
  const t = String(Date.now());
  const nonce = randomUUID();
  return {
    [Header.token]: '',
    [Header.timestamp]: t,
    [Header.nonce]: nonce,
    [Header.signature]: computeSignature('', t, nonce, salt),
    [Header.requestedWith]: REQUESTED_WITH_VALUE,
    [Header.csrf]: CSRF_MARKER_VALUE,
  };
}
