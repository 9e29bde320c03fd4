import { describe, expect, it } from 'vitest';
import { retryDelay } from './backoff';

describe('retryDelay', () => {
  it('doubles from 15 seconds', () => {
    expect([1, 2, 3, 4].map(retryDelay)).toEqual([15_000, 30_000, 60_000, 120_000]);
  });
  it('never waits more than an hour', () => {
    expect(retryDelay(9)).toBe(3_600_000);
    expect(retryDelay(40)).toBe(3_600_000);
  });
});
