import {
  CSRF_MARKER_VALUE,
  Code,
  DEFAULT_SIGN_SALT,
  Header,
  REQUESTED_WITH_VALUE,
  computeSignature,
} from '@huaren/contract';
import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';

/**
 * A signed call to the real server from the test itself, as the app would make it: to set up a
 * user without clicking through the screens, or to end a session behind the page's back.
 * `baseURL` names another server than the suite's (a test file that starts its own).
 */
export async function call<T = unknown>(
  method: 'GET' | 'POST',
  path: string,
  {
    token = '',
    body,
    baseURL = inject('baseURL'),
  }: { token?: string; body?: object; baseURL?: string } = {},
): Promise<T> {
  const t = String(Date.now());
  const nonce = randomUUID();
  const res = await fetch(`${baseURL}${path}`, {
    method,
    headers: {
      [Header.token]: token,
      [Header.timestamp]: t,
      [Header.nonce]: nonce,
      [Header.signature]: computeSignature(token, t, nonce, DEFAULT_SIGN_SALT),
      [Header.requestedWith]: REQUESTED_WITH_VALUE,
      [Header.csrf]: CSRF_MARKER_VALUE,
      ...(body ? { 'Content-Type': 'application/json' } : {}),
      // A client IP per call, as each browser context has its own: users made for setup must
      // not use up the loopback address's daily code cap (20) that every test file shares.
      'X-Forwarded-For': `198.18.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`,
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const envelope = (await res.json()) as { code: number; reason?: string; data?: T };
  if (envelope.code !== Code.ok) {
    throw new Error(`${path} answered ${envelope.code}: ${envelope.reason ?? ''}`);
  }
  return envelope.data as T;
}
