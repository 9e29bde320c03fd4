import { Code, uploadBase64 } from '@huaren/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { HOUR_MS } from '../src/lib/clock';
import type { Limit } from '../src/limits/rate-limiter';
import { Reasons } from '../src/modules/uploads/reasons';
import { DECODE_CONCURRENCY, Limits } from '../src/modules/uploads/rules';
import { useTestApp } from './support/app';
import { readEnvelope } from './support/client';
import { createLoggedInUser } from './support/factories';
import { dataUrl, photo, upload, uploadOk } from './support/images';

const ctx = useTestApp();

/** Spends `count` of a user's hits on `limit` without uploading anything. */
async function spend(limit: Limit, userId: number, count: number) {
  for (let i = 0; i < count; i += 1) await ctx().app.rateLimiter.hit(limit, String(userId));
}

describe('upload limits', () => {
  it('allows 60 uploads an hour per user, answers 429 after, and again an hour later', async () => {
    const user = await createLoggedInUser(ctx());
    const other = await createLoggedInUser(ctx());
    const file = dataUrl(await photo(64, 64, { seed: 30 }));
    await spend(Limits.uploadsPerHour, user.id, Limits.uploadsPerHour.max);

    expect(await upload(ctx(), user.token, file)).toEqual({
      code: Code.tooManyRequests,
      reason: Reasons.tooOftenHour(60),
    });
    expect((await upload(ctx(), other.token, file)).code).toBe(Code.ok);

    ctx().clock.advance(HOUR_MS);
    expect((await upload(ctx(), user.token, file)).code).toBe(Code.ok);
  });

  it('allows 300 a day', async () => {
    const user = await createLoggedInUser(ctx());
    await spend(Limits.uploadsPerDay, user.id, Limits.uploadsPerDay.max);
    const res = await upload(ctx(), user.token, dataUrl(await photo(64, 64, { seed: 31 })));
    expect(res).toEqual({ code: Code.tooManyRequests, reason: Reasons.dailyCap(24) });
  });

  it('refuses a user over the limit before reading the body', async () => {
    const user = await createLoggedInUser(ctx());
    await spend(Limits.uploadsPerHour, user.id, Limits.uploadsPerHour.max);
    const res = await ctx().client.fetch(uploadBase64.path, {
      method: 'POST',
      sign: { token: user.token },
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ file: dataUrl(Buffer.alloc(12 * 1024 * 1024, 0xff)) }),
    });
    expect((await readEnvelope(res)).code).toBe(Code.tooManyRequests);
  });
});

describe('concurrent uploads', () => {
  it(`all succeed, with at most ${DECODE_CONCURRENCY} images decoding at once`, async () => {
    const user = await createLoggedInUser(ctx());
    const photos = await Promise.all(
      Array.from({ length: 8 }, (_, i) => photo(2400, 1800, { seed: 40 + i })),
    );
    let busiest = 0;
    // sharp.counters().process: images libvips is working on in this process right now.
    const sampler = setInterval(() => {
      busiest = Math.max(busiest, sharp.counters().process);
    }, 2);
    try {
      const images = await Promise.all(photos.map((bytes) => uploadOk(ctx(), user.token, bytes)));
      expect(new Set(images.map((i) => i.id)).size).toBe(8);
    } finally {
      clearInterval(sampler);
    }
    expect(busiest).toBeGreaterThan(0);
    expect(busiest).toBeLessThanOrEqual(DECODE_CONCURRENCY);
  });
});
