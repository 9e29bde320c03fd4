import { describe, expect, it } from 'vitest';
import { isoTime } from './iso-time';

const reference = (ms: number) => new Date(ms).toISOString();

describe('isoTime', () => {
  it('writes what toISOString writes, at day edges, leap days and random times', () => {
    const edges = [
      0,
      1,
      999,
      86_399_999,
      86_400_000,
      Date.UTC(2024, 1, 29, 23, 59, 59, 999),
      Date.UTC(2026, 11, 31, 23, 59, 59, 999),
      Date.UTC(2027, 0, 1),
      253_402_300_799_999,
    ];
    for (const ms of edges) expect(isoTime(ms)).toBe(reference(ms));
    let seed = 7;
    for (let i = 0; i < 20_000; i++) {
      seed = (seed * 48_271) % 2_147_483_647;
      const ms = Math.floor((seed / 2_147_483_647) * 253_402_300_799_999);
      expect(isoTime(ms)).toBe(reference(ms));
    }
  });

  it('leaves negative, fractional and far-future times to Date, and throws on NaN as it does', () => {
    for (const ms of [-1, -86_400_001, 1.5, 253_402_300_800_000, 8.64e15]) {
      expect(isoTime(ms)).toBe(reference(ms));
    }
    expect(() => isoTime(Number.NaN)).toThrow(RangeError);
  });
});
