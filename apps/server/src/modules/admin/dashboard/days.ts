import { DAY_MS } from '../../../lib/clock';

/** A calendar day in a time zone: its date and the instants it starts and ends at. */
export interface ZonedDay {
  date: string;
  start: number;
  end: number;
}

/**
 * The last `count` days in `timeZone`, oldest first, today last. Days start at local midnight,
 * so a day that changes daylight saving time lasts 23 or 25 hours.
 */
export function lastDays(now: number, count: number, timeZone: string): ZonedDay[] {
  const today = dateIn(now, timeZone);
  const dates = Array.from({ length: count + 1 }, (_, i) => addDays(today, i - count + 1));
  const starts = dates.map((date) => midnight(date, timeZone));
  return dates.slice(0, count).map((date, i) => ({ date, start: starts[i]!, end: starts[i + 1]! }));
}

/** The instant the calendar day `date` (YYYY-MM-DD) ends in `timeZone`: the next local midnight. */
export function endOfDay(date: string, timeZone: string): number {
  return midnight(addDays(date, 1), timeZone);
}

function dateIn(t: number, timeZone: string): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(t);
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The instant local midnight of `date` happens in `timeZone`. */
function midnight(date: string, timeZone: string): number {
  const utc = Date.parse(`${date}T00:00:00Z`);
  let t = utc - offsetAt(utc, timeZone);
  // The offset at the guess may differ from the one at midnight itself (a change that night).
  t = utc - offsetAt(t, timeZone);
  return t;
}

/** How far the zone's wall clock is ahead of UTC at `t`, in ms. */
function offsetAt(t: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(t)
      .map((p) => [p.type, p.value]),
  );
  const wall = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return wall - Math.floor(t / 1000) * 1000;
}
