const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

/** Formats in the viewer's local time. Supports the tokens yyyy, mm, dd, hh, MM (minutes), ss. */
export function formatDate(input: Date | number | string, pattern = 'yyyy-mm-dd'): string {
  const d = new Date(input);
  return pattern
    .replace('yyyy', String(d.getFullYear()))
    .replace('mm', pad2(d.getMonth() + 1))
    .replace('dd', pad2(d.getDate()))
    .replace('hh', pad2(d.getHours()))
    .replace('MM', pad2(d.getMinutes()))
    .replace('ss', pad2(d.getSeconds()));
}

/**
 * Spec section 9: under 5 minutes 刚刚, then minutes up to an hour, hours up to a day, days up to
 * 30 days, then the date. A time slightly in the future (a fast clock) also reads 刚刚.
 */
export function relativeTime(
  input: Date | number | string,
  now: number = Date.now(),
  pattern = 'yyyy-mm-dd',
): string {
  const diff = now - new Date(input).getTime();
  if (diff < 5 * MINUTE) return '刚刚';
  if (diff < HOUR) return `${Math.floor(diff / MINUTE)}分钟前`;
  if (diff < DAY) return `${Math.floor(diff / HOUR)}小时前`;
  if (diff < 30 * DAY) return `${Math.floor(diff / DAY)}天前`;
  return formatDate(input, pattern);
}
