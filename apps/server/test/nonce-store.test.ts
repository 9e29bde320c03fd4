import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSqlNonceStore } from '../src/protocol/nonce-store';
import { useTestApp } from './support/app';

const ctx = useTestApp();
const inAMinute = () => Date.now() + 60_000;

describe('the SQL nonce store', () => {
  it('lets a nonce be claimed once while it lives', async () => {
    const store = createSqlNonceStore(ctx().app.db);
    const nonce = randomUUID();
    expect(await store.claim(nonce, inAMinute())).toBe(true);
    expect(await store.claim(nonce, inAMinute())).toBe(false);
  });

  it('lets an expired, not yet purged nonce be claimed again', async () => {
    const store = createSqlNonceStore(ctx().app.db);
    const nonce = randomUUID();
    expect(await store.claim(nonce, Date.now() - 1_000)).toBe(true);
    expect(await store.claim(nonce, inAMinute())).toBe(true);
    expect(await store.claim(nonce, inAMinute())).toBe(false);
  });

  it('batches simultaneous claims and still lets a repeated nonce win once', async () => {
    const store = createSqlNonceStore(ctx().app.db);
    const repeated = randomUUID();
    const fresh = Array.from({ length: 20 }, () => randomUUID());
    const [repeats, others] = await Promise.all([
      Promise.all(Array.from({ length: 5 }, () => store.claim(repeated, inAMinute()))),
      Promise.all(fresh.map((nonce) => store.claim(nonce, inAMinute()))),
    ]);
    expect(repeats.filter(Boolean)).toHaveLength(1);
    expect(others.every(Boolean)).toBe(true);
  });

  it('answers claims made by two stores (two instances) on one database once', async () => {
    const [a, b] = [createSqlNonceStore(ctx().app.db), createSqlNonceStore(ctx().app.db)];
    const nonce = randomUUID();
    const results = await Promise.all([a.claim(nonce, inAMinute()), b.claim(nonce, inAMinute())]);
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('purges only expired nonces', async () => {
    const store = createSqlNonceStore(ctx().app.db);
    const [old, live] = [randomUUID(), randomUUID()];
    await store.claim(old, Date.now() - 1_000);
    await store.claim(live, inAMinute());
    expect(await store.purgeExpired(Date.now())).toBeGreaterThanOrEqual(1);
    const left = await ctx()
      .app.db.selectFrom('request_nonces')
      .select('nonce')
      .where('nonce', 'in', [old, live])
      .execute();
    expect(left.map((row) => row.nonce)).toEqual([live]);
  });
});
