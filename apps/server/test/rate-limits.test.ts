import { Code, login } from '@huaren/contract';
import { describe, expect, it } from 'vitest';
import { createRateLimitRepository } from '../src/limits/rate-limit.repository';
import { createRateLimiter } from '../src/limits/rate-limiter';
import { startAnotherApp, useTestApp } from './support/app';
import { uniqueIp } from './support/factories';
import { countRows } from './support/rows';

const ctx = useTestApp();
const limit = { name: 'test', max: 3, windowMs: 60_000 };

describe('rate limits', () => {
  it('count hits in a window that starts at the first hit', async () => {
    const limiter = createRateLimiter(createRateLimitRepository(ctx().app.db), ctx().clock.now);
    const subject = uniqueIp();
    const verdicts = [];
    for (let i = 0; i < 4; i++) verdicts.push(await limiter.hit(limit, subject));
    expect(verdicts.slice(0, 3)).toEqual([{ allowed: true }, { allowed: true }, { allowed: true }]);
    expect(verdicts[3]).toEqual({ allowed: false, retryAfterMs: expect.any(Number) });
    expect((verdicts[3] as { retryAfterMs: number }).retryAfterMs).toBeGreaterThan(59_000);
    ctx().clock.advance(60_000);
    expect(await limiter.hit(limit, subject)).toEqual({ allowed: true });
  });

  it('tell what the next hit would be answered without counting one, and forget a subject', async () => {
    const limiter = createRateLimiter(createRateLimitRepository(ctx().app.db), ctx().clock.now);
    const subject = uniqueIp();
    await limiter.hit(limit, subject);
    await limiter.hit(limit, subject);
    for (let i = 0; i < 3; i++)
      expect(await limiter.peek(limit, subject)).toEqual({ allowed: true });
    expect(await limiter.hit(limit, subject)).toEqual({ allowed: true });
    const refused = await limiter.peek(limit, subject);
    expect(refused).toEqual({ allowed: false, retryAfterMs: expect.any(Number) });
    expect((refused as { retryAfterMs: number }).retryAfterMs).toBeGreaterThan(59_000);
    await limiter.forget(limit, subject);
    expect(await limiter.peek(limit, subject)).toEqual({ allowed: true });
    expect(await limiter.hit(limit, subject)).toEqual({ allowed: true });
    ctx().clock.advance(60_000);
    expect(await limiter.peek(limit, subject)).toEqual({ allowed: true });
  });

  it('lose no hit when many arrive at once', async () => {
    const limiter = createRateLimiter(createRateLimitRepository(ctx().app.db), ctx().clock.now);
    const subject = uniqueIp();
    const verdicts = await Promise.all(
      Array.from({ length: 10 }, () => limiter.hit(limit, subject)),
    );
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(3);
  });

  it('are shared by every server instance on the database', async () => {
    const second = await startAnotherApp(ctx());
    try {
      const other = second.client;
      const ip = uniqueIp();
      const attempt = (client: typeof other) =>
        client.call(
          login,
          { account: 'nobody@example.com', password: 'whatever-1' },
          { headers: { 'X-Forwarded-For': ip } },
        );
      for (let i = 0; i < 3; i++) expect((await attempt(ctx().client)).code).toBe(Code.invalid);
      for (let i = 0; i < 3; i++) expect((await attempt(other)).code).toBe(Code.invalid);
      expect((await attempt(ctx().client)).code).toBe(Code.tooManyRequests);
      expect((await attempt(other)).code).toBe(Code.tooManyRequests);
    } finally {
      await second.app.close();
    }
  });

  it('are purged once their window has passed', async () => {
    const repository = createRateLimitRepository(ctx().app.db);
    await repository.hit('purge-me', ctx().clock.now(), 1000);
    ctx().clock.advance(1000);
    expect(await repository.purgeExpired(ctx().clock.now())).toBeGreaterThanOrEqual(1);
    expect(await countRows(ctx().app.db, 'rate_limits', 'key', 'purge-me')).toBe(0);
  });
});
