import { describe, expect, it } from 'vitest';
import { canRenew, expiryText } from './postLife';

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

describe('expiryText', () => {
  it('dates a live post’s end, says an expired one has ended, and nothing for the others', () => {
    const at = new Date(2026, 11, 22, 15, 0).toISOString();
    expect(expiryText({ status: 'published', expiresAt: at })).toBe('2026-12-22 到期');
    expect(expiryText({ status: 'expired', expiresAt: at })).toBe('已于 2026-12-22 到期');
    expect(expiryText({ status: 'pending', expiresAt: at })).toBe('');
  });
});
