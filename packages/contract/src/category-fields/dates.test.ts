import { describe, expect, it } from 'vitest';
import { chineseDay, isoDay } from './dates';

/** The day as a Date reads it back (Date.UTC takes years 0-99 as 1900-1999: refused). */
function throughDate(v: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === v;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

describe('isoDay', () => {
  it('accepts exactly the days a Date reads back, leap years and month ends included', () => {
    for (const year of [50, 99, 100, 1900, 1999, 2000, 2024, 2026, 2100, 9999]) {
      for (let month = 0; month <= 13; month++) {
        for (let day = 0; day <= 32; day++) {
          const v = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
          expect(isoDay(v), v).toBe(throughDate(v));
        }
      }
    }
  });

  it('refuses what is not written YYYY-MM-DD', () => {
    for (const v of ['2026-1-01', '2026-01-1', '26-01-01', '2026/01/01', '2026-01-01T00:00', '']) {
      expect(isoDay(v), v).toBe(false);
    }
  });
});

describe('chineseDay', () => {
  it('writes a day the Chinese way, without leading zeros, with or without the year', () => {
    expect(chineseDay('2026-12-01', false)).toBe('12月1日');
    expect(chineseDay('2026-12-01', true)).toBe('2026年12月1日');
    expect(chineseDay('0150-03-09', true)).toBe('150年3月9日');
  });
});
