import type { IncomingHttpHeaders } from 'node:http';
import { Code, Header, Messages, TIMESTAMP_WINDOW_MS } from '@huaren/contract';
import { headerValue } from '../lib/http';
import { expectedSignature, signatureMatches } from './signature';

export type HeaderVerdict =
  | {
      ok: true;
      nonce: string;
      /** When the nonce may be forgotten: its `t` has left the window. */ expiresAt: number;
    }
  | { ok: false; code: number; reason: string };

const TIMESTAMP = /^\d{1,15}$/;
/** A uuid from the web client; other clients may send any random token of this alphabet. */
const NONCE = /^[A-Za-z0-9_-]{8,64}$/;
const SIGNATURE = /^[0-9a-fA-F]{32}$/;

const reject = (code: number, reason: string): HeaderVerdict => ({ ok: false, code, reason });

/**
 * The stateless part of the request protocol (DESIGN.md section 3): marker headers, the
 * signature, the timestamp window. Whether the nonce is fresh needs the shared store and is
 * checked by the caller afterwards.
 */
export function checkRequestHeaders(
  headers: IncomingHttpHeaders,
  now: number,
  salt: string,
): HeaderVerdict {
  // Any non-empty value: their presence is what makes a browser ask before a cross-site call (a
  // preflight), and the original uni-app clients send `*` and `nocheck` where ours sends
  // `XMLHttpRequest` and `1`.
  if (!headerValue(headers, Header.requestedWith) || !headerValue(headers, Header.csrf)) {
    return reject(Code.invalid, Messages.missingMarker);
  }
  const token = headerValue(headers, Header.token) ?? '';
  const t = headerValue(headers, Header.timestamp);
  const nonce = headerValue(headers, Header.nonce);
  const s = headerValue(headers, Header.signature);
  if (!t || !nonce || !s || !TIMESTAMP.test(t) || !NONCE.test(nonce) || !SIGNATURE.test(s)) {
    return reject(Code.invalid, Messages.badSignature);
  }
  if (!signatureMatches(expectedSignature(token, t, nonce, salt), s)) {
    return reject(Code.invalid, Messages.badSignature);
  }
  const time = Number(t);
  if (Math.abs(now - time) > TIMESTAMP_WINDOW_MS) {
    return reject(Code.staleTimestamp, Messages.staleTimestamp);
  }
  return { ok: true, nonce, expiresAt: time + TIMESTAMP_WINDOW_MS };
}
