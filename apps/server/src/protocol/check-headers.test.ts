import {
  CSRF_MARKER_VALUE,
  Code,
  Header,
  Messages,
  REQUESTED_WITH_VALUE,
  TIMESTAMP_WINDOW_MS,
  computeSignature,
} from '@huaren/contract';
import { describe, expect, it } from 'vitest';
import { checkRequestHeaders } from './check-headers';

const SALT = 'test-salt';
const NOW = 1_790_000_000_000;
const NONCE = '6f1c2f7e-3b9a-4d1e-9d2a-5c8b7a6e4f30';

/** Headers as Node presents them: lower-case names. */
function headers(
  over: { token?: string; t?: string; nonce?: string; s?: string; drop?: string } = {},
) {
  const token = over.token ?? '';
  const t = over.t ?? String(NOW);
  const nonce = over.nonce ?? NONCE;
  const all: Record<string, string> = {
    [Header.token.toLowerCase()]: token,
    [Header.timestamp]: t,
    [Header.nonce]: nonce,
    [Header.signature]: over.s ?? computeSignature(token, t, nonce, SALT),
    [Header.requestedWith.toLowerCase()]: REQUESTED_WITH_VALUE,
    [Header.csrf.toLowerCase()]: CSRF_MARKER_VALUE,
  };
  if (over.drop) delete all[over.drop.toLowerCase()];
  return all;
}

const badSignature = { ok: false, code: Code.invalid, reason: Messages.badSignature };
const stale = { ok: false, code: Code.staleTimestamp, reason: Messages.staleTimestamp };

describe('checkRequestHeaders', () => {
  it.each([
    ['a visitor', headers(), { ok: true, nonce: NONCE, expiresAt: NOW + TIMESTAMP_WINDOW_MS }],
    [
      'a token holder',
      headers({ token: 'tok' }),
      { ok: true, nonce: NONCE, expiresAt: NOW + TIMESTAMP_WINDOW_MS },
    ],
    [
      'an upper-case signature',
      headers({ s: computeSignature('', String(NOW), NONCE, SALT).toUpperCase() }),
      { ok: true, nonce: NONCE, expiresAt: NOW + TIMESTAMP_WINDOW_MS },
    ],
    [
      't at the early edge',
      headers({ t: String(NOW - TIMESTAMP_WINDOW_MS) }),
      { ok: true, nonce: NONCE, expiresAt: NOW },
    ],
    ['t just before the window', headers({ t: String(NOW - TIMESTAMP_WINDOW_MS - 1) }), stale],
    ['t just after the window', headers({ t: String(NOW + TIMESTAMP_WINDOW_MS + 1) }), stale],
    [
      "the original clients' markers",
      { ...headers(), 'x-requested-with': '*', 'csrf-token': 'nocheck' },
      { ok: true, nonce: NONCE, expiresAt: NOW + TIMESTAMP_WINDOW_MS },
    ],
    [
      'an empty X-Requested-With',
      { ...headers(), 'x-requested-with': '' },
      { ok: false, code: Code.invalid, reason: Messages.missingMarker },
    ],
    [
      'no X-Requested-With',
      headers({ drop: Header.requestedWith }),
      { ok: false, code: Code.invalid, reason: Messages.missingMarker },
    ],
    [
      'no Csrf-Token',
      headers({ drop: Header.csrf }),
      { ok: false, code: Code.invalid, reason: Messages.missingMarker },
    ],
    [
      'a signature over another nonce',
      headers({ s: computeSignature('', String(NOW), 'x'.repeat(16), SALT) }),
      badSignature,
    ],
    ['a short signature', headers({ s: 'abc' }), badSignature],
    ['a nonce with spaces', headers({ nonce: 'has spaces in it' }), badSignature],
    ['a nonce too short', headers({ nonce: 'abc' }), badSignature],
    ['a t with a fraction', headers({ t: `${NOW}.5` }), badSignature],
    ['no nonce', headers({ drop: Header.nonce }), badSignature],
  ])('%s', (_label, input, expected) => {
    expect(checkRequestHeaders(input, NOW, SALT)).toEqual(expected);
  });

  it('treats a header sent twice as missing', () => {
    const twice = { ...headers(), [Header.nonce]: [NONCE, NONCE] };
    expect(checkRequestHeaders(twice, NOW, SALT)).toEqual(badSignature);
  });
});
