import { describe, expect, it } from 'vitest';
import { requestsIdle, requestStarted } from './request-load';

const settledWithin = (promise: Promise<void>, ms: number) =>
  Promise.race([
    promise.then(() => 'idle'),
    new Promise((resolve) => setTimeout(() => resolve('waiting'), ms)),
  ]);

describe('requests in flight (background work gives way to them)', () => {
  it('is idle at once when no request is in flight', async () => {
    expect(await settledWithin(requestsIdle(10_000), 50)).toBe('idle');
  });

  it('waits for the last of the requests in flight, and an end counted twice counts once', async () => {
    const first = requestStarted();
    const second = requestStarted();
    const idle = requestsIdle(10_000);
    first();
    first();
    expect(await settledWithin(idle, 50)).toBe('waiting');
    second();
    expect(await settledWithin(idle, 50)).toBe('idle');
  });

  it('stops waiting after the longest wait, so a busy process still gets its jobs done', async () => {
    const end = requestStarted();
    try {
      const started = performance.now();
      await requestsIdle(30);
      expect(performance.now() - started).toBeGreaterThanOrEqual(29);
      expect(await settledWithin(requestsIdle(10_000), 50)).toBe('waiting');
    } finally {
      end();
    }
  });
});
