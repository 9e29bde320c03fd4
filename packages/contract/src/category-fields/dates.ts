/** A real calendar day written `YYYY-MM-DD` (2026-02-30 is none). */
export function isoDay(v: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === v;
}

/** 2026-12-01 → 12月1日 (withYear: 2026年12月1日). */
export function chineseDay(v: string, withYear: boolean): string {
  const [y, m, d] = v.split('-').map(Number);
  return `${withYear ? `${y}年` : ''}${m}月${d}日`;
}
