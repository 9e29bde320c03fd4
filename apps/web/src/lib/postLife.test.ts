import { describe, expect, it } from 'vitest';
import { canRenew } from './postLife';

const now = Date.parse('2026-11-22T00:00:00Z');
const inDays = (days: number) => new Date(now + days * 86_400_000).toISOString();

describe('canRenew', () => {
  it('offers renewal for expired posts and for published ones within three days of expiry', () => {
    expect(canRenew({ status: 'expired', expiresAt: inDays(-5) }, now)).toBe(true);
    expect(canRenew({ status: 'published', expiresAt: inDays(2.9) }, now)).toBe(true);
  });
  it('not for posts with time left, nor for hidden or pending ones', () => {
    expect(canRenew({ status: 'published', expiresAt: inDays(20) }, now)).toBe(false);
    expect(canRenew({ status: 'hidden', expiresAt: inDays(1) }, now)).toBe(false);
    expect(canRenew({ status: 'pending', expiresAt: inDays(1) }, now)).toBe(false);
  });
});
