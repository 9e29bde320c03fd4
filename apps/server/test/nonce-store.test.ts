import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSqlNonceStore } from '../src/protocol/nonce-store';
import { useTestApp } from './support/app';

const ctx = useTestApp();

describe('the SQL nonce store', () => {
  it('lets a nonce be claimed once while it lives', async () => {
    const store = createSqlNonceStore(ctx().app.db);
    const nonce = randomUUID();
    const now = Date.now();
    expect(await store.claim(nonce, now + 60_000, now)).toBe(true);
    expect(await store.claim(nonce, now + 60_000, now + 1)).toBe(false);
  });

  it('lets an expired, not yet purged nonce be claimed again', async () => {
    const store = createSqlNonceStore(ctx().app.db);
    const nonce = randomUUID();
    const now = Date.now();
    expect(await store.claim(nonce, now + 1_000, now)).toBe(true);
    expect(await store.claim(nonce, now + 70_000, now + 2_000)).toBe(true);
    expect(await store.claim(nonce, now + 70_000, now + 3_000)).toBe(false);
  });

  it('purges only expired nonces', async () => {
    const store = createSqlNonceStore(ctx().app.db);
    const now = Date.now() + 3_600_000; // after everything the other tests stored
    const [old, live] = [randomUUID(), randomUUID()];
    await store.claim(old, now - 1, now - 10_000);
    await store.claim(live, now + 60_000, now);
    expect(await store.purgeExpired(now)).toBeGreaterThanOrEqual(1);
    expect(await store.claim(old, now + 60_000, now)).toBe(true);
    expect(await store.claim(live, now + 60_000, now)).toBe(false);
  });
});
