const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A real calendar day written `YYYY-MM-DD` (2026-02-30 is none), from year 0100: every card of a
 * housing list checks one, so the day is counted here rather than through a Date.
 */
export function isoDay(v: string): boolean {
  const m = ISO_DAY.exec(v);
  if (!m) return false;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  return year >= 100 && month >= 1 && month <= 12 && day >= 1 && day <= daysIn(year, month);
}

function daysIn(year: number, month: number): number {
  if (month !== 2) return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return leap ? 29 : 28;
}

/** 2026-12-01 → 12月1日 (withYear: 2026年12月1日). */
export function chineseDay(v: string, withYear: boolean): string {
  const month = Number(v.slice(5, 7));
  const day = Number(v.slice(8, 10));
  return `${withYear ? `${Number(v.slice(0, 4))}年` : ''}${month}月${day}日`;
}
