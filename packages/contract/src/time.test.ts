import { describe, expect, it } from 'vitest';
import { formatDate, relativeTime } from './time';

const now = new Date(2026, 10, 21, 12, 0, 0).getTime();
const ago = (ms: number) => now - ms;
const MIN = 60_000;

describe('relativeTime', () => {
  it.each([
    ['0 seconds', ago(0), '刚刚'],
    ['a fast clock, 2 minutes ahead', ago(-2 * MIN), '刚刚'],
    ['4 min 59 s', ago(5 * MIN - 1000), '刚刚'],
    ['exactly 5 minutes', ago(5 * MIN), '5分钟前'],
    ['59 minutes', ago(59 * MIN), '59分钟前'],
    ['exactly 1 hour', ago(60 * MIN), '1小时前'],
    ['23 h 59 min', ago(24 * 60 * MIN - MIN), '23小时前'],
    ['exactly 1 day', ago(24 * 60 * MIN), '1天前'],
    ['29 days', ago(29 * 24 * 60 * MIN), '29天前'],
    ['exactly 30 days', ago(30 * 24 * 60 * MIN), '2026-10-22'],
    ['a year ago', new Date(2025, 0, 5, 8, 0).getTime(), '2025-01-05'],
  ])('%s → %s', (_label, time, expected) => {
    expect(relativeTime(time, now)).toBe(expected);
  });

  it('accepts ISO strings and a custom date pattern', () => {
    const old = new Date(2024, 1, 3, 4, 5, 6);
    expect(relativeTime(old.toISOString(), now, 'yyyy年mm月dd日')).toBe('2024年02月03日');
  });
});

describe('formatDate', () => {
  it('pads months, days, hours, minutes and seconds', () => {
    expect(formatDate(new Date(2026, 0, 2, 3, 4, 5), 'yyyy-mm-dd hh:MM:ss')).toBe(
      '2026-01-02 03:04:05',
    );
  });
});
