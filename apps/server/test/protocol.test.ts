import { randomUUID } from 'node:crypto';
import { Code, Header, Messages, TIMESTAMP_WINDOW_MS, regionList } from '@huaren/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/app';
import { readEnvelope, signedHeaders, type SignOptions } from './support/client';

const ctx = useTestApp();
const PATH = regionList.path;

async function nonceCount(): Promise<number> {
  const row = await ctx()
    .app.db.selectFrom('request_nonces')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Sends a request and checks it was refused with exactly this envelope and stored no nonce. */
async function expectRefused(sign: SignOptions, code: number, reason: string) {
  const before = await nonceCount();
  const res = await ctx().client.fetch(PATH, { sign });
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ code, reason });
  expect(res.headers.get(Header.serverTime)).toMatch(/^\d{13}$/);
  expect(await nonceCount()).toBe(before);
}

describe('signed requests', () => {
  it('accepts a correctly signed visitor request and tells the server time', async () => {
    const before = Date.now();
    const res = await ctx().client.fetch(PATH);
    expect((await readEnvelope(res)).code).toBe(Code.ok);
    const serverTime = Number(res.headers.get(Header.serverTime));
    expect(serverTime).toBeGreaterThanOrEqual(before);
    expect(serverTime).toBeLessThanOrEqual(Date.now());
    expect(res.headers.get(Header.requestId)).toMatch(/^[0-9a-f]{16}$/);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('accepts a request signed with a token (an unknown token is still a visitor)', async () => {
    const res = await ctx().client.call(regionList, {}, { token: 'a3f9c2e1d4b5' });
    expect(res.code).toBe(Code.ok);
  });

  it.each([
    ["the original uni-app clients' `*` and `nocheck`", '*', 'nocheck'],
    ['any other non-empty values', 'fetch', 'yes'],
  ])('accepts %s as marker headers', async (_name, requestedWith, csrf) => {
    const sign = { headers: { [Header.requestedWith]: requestedWith, [Header.csrf]: csrf } };
    expect((await ctx().client.call(regionList, {}, sign)).code).toBe(Code.ok);
  });

  it('accepts t anywhere inside the window, on both sides', async () => {
    const margin = 10_000;
    for (const t of [
      Date.now() - TIMESTAMP_WINDOW_MS + margin,
      Date.now() + TIMESTAMP_WINDOW_MS - margin,
    ]) {
      expect((await ctx().client.call(regionList, {}, { t })).code).toBe(Code.ok);
    }
  });
});

describe('refused requests', () => {
  it('refuses a wrong signature', async () => {
    await expectRefused({ s: 'f'.repeat(32) }, Code.invalid, Messages.badSignature);
  });

  it('refuses a signature made with another salt', async () => {
    await expectRefused({ salt: 'not-the-salt' }, Code.invalid, Messages.badSignature);
  });

  it('refuses a signature made for another token than the one sent', async () => {
    const t = String(Date.now());
    const nonce = randomUUID();
    const forOther = signedHeaders(ctx().config.signSalt, { token: 'other', t, nonce });
    await expectRefused(
      { token: 'mine', t, nonce, s: forOther[Header.signature] },
      Code.invalid,
      Messages.badSignature,
    );
  });

  it.each([
    ['t', Header.timestamp],
    ['nonce', Header.nonce],
    ['s', Header.signature],
  ])('refuses a request without %s', async (_name, header) => {
    await expectRefused({ omit: [header] }, Code.invalid, Messages.badSignature);
  });

  it('refuses a t that is not a number', async () => {
    await expectRefused({ t: 'yesterday' }, Code.invalid, Messages.badSignature);
  });

  it('refuses a t from before the window with code 408', async () => {
    await expectRefused(
      { t: Date.now() - TIMESTAMP_WINDOW_MS - 5_000 },
      Code.staleTimestamp,
      Messages.staleTimestamp,
    );
  });

  it('refuses a t from after the window with code 408', async () => {
    await expectRefused(
      { t: Date.now() + TIMESTAMP_WINDOW_MS + 5_000 },
      Code.staleTimestamp,
      Messages.staleTimestamp,
    );
  });

  it('refuses a reused nonce, even signed again with a new t', async () => {
    const nonce = randomUUID();
    expect((await ctx().client.call(regionList, {}, { nonce })).code).toBe(Code.ok);
    await expectRefused({ nonce }, Code.invalid, Messages.replayedNonce);
    await expectRefused({ nonce, t: Date.now() + 1000 }, Code.invalid, Messages.replayedNonce);
  });

  it('lets exactly one of many simultaneous replays through', async () => {
    const nonce = randomUUID();
    const t = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        ctx().client.fetch(PATH, { sign: { nonce, t } }).then(readEnvelope),
      ),
    );
    expect(answers.filter((a) => a.code === Code.ok)).toHaveLength(1);
    expect(answers.filter((a) => a.reason === Messages.replayedNonce)).toHaveLength(7);
  });

  it.each([
    ['X-Requested-With', { omit: [Header.requestedWith] }],
    ['an empty X-Requested-With', { headers: { [Header.requestedWith]: '' } }],
    ['Csrf-Token', { omit: [Header.csrf] }],
    ['an empty Csrf-Token', { headers: { [Header.csrf]: '' } }],
  ] as const)('refuses a request without %s', async (_name, sign) => {
    await expectRefused(sign, Code.invalid, Messages.missingMarker);
  });

  it('does not spend the nonce of a refused request', async () => {
    const nonce = randomUUID();
    await expectRefused({ nonce, omit: [Header.csrf] }, Code.invalid, Messages.missingMarker);
    await expectRefused({ nonce, s: '0'.repeat(32) }, Code.invalid, Messages.badSignature);
    expect((await ctx().client.call(regionList, {}, { nonce })).code).toBe(Code.ok);
  });

  it('checks before anything else: an unsigned call to an unknown path is refused, not 404', async () => {
    const res = await ctx().client.fetch('/v1/user/nowhere/', { sign: false });
    expect(await res.json()).toEqual({ code: Code.invalid, reason: Messages.missingMarker });
  });
});

describe('outside /v1', () => {
  it('answers /healthz unsigned', async () => {
    const res = await ctx().client.fetch('/healthz', { sign: false });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(res.headers.get(Header.serverTime)).toMatch(/^\d{13}$/);
  });
});
