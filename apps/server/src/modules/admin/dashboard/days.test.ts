import { describe, expect, it } from 'vitest';
import { lastDays } from './days';

const NY = 'America/New_York';

describe('lastDays', () => {
  it('counts calendar days in the zone, today last', () => {
    // 2026-11-22 03:00 UTC is still 2026-11-21 in New York (EST, UTC-5).
    const days = lastDays(Date.parse('2026-11-22T03:00:00Z'), 30, NY);
    expect(days).toHaveLength(30);
    expect(days.at(-1)).toEqual({
      date: '2026-11-21',
      start: Date.parse('2026-11-21T05:00:00Z'),
      end: Date.parse('2026-11-22T05:00:00Z'),
    });
    expect(days[0]!.date).toBe('2026-10-23');
    expect(days.every((d, i) => i === 0 || d.start === days[i - 1]!.end)).toBe(true);
  });

  it('gives the days that change daylight saving time 25 and 23 hours', () => {
    const fall = lastDays(Date.parse('2026-11-01T12:00:00Z'), 1, NY)[0]!;
    expect(fall.date).toBe('2026-11-01');
    expect(fall.start).toBe(Date.parse('2026-11-01T04:00:00Z'));
    expect(fall.end - fall.start).toBe(25 * 3600_000);
    const spring = lastDays(Date.parse('2026-03-08T12:00:00Z'), 1, NY)[0]!;
    expect(spring.start).toBe(Date.parse('2026-03-08T05:00:00Z'));
    expect(spring.end - spring.start).toBe(23 * 3600_000);
  });
});
