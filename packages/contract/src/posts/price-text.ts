import { usDigits } from '../digits';
import type { PriceUnit } from './post';

/**
 * Prices travel in cents (docs/decisions/0006-posts.md), so no float ever rounds one; people read
 * dollars. Here so that the app and the server's share pages (decision 0039) write them alike.
 */
const UNIT_SUFFIX: Record<PriceUnit, string> = { month: '/月', hour: '/小时' };

/** 120000 → "$1,200"; 120050 → "$1,200.50"; with a unit "$1,200/月". */
export function formatPrice(cents: number, unit: PriceUnit | null = null): string {
  const dollars = Math.floor(cents / 100);
  const rest = cents % 100;
  const whole = `$${usDigits(dollars)}`;
  return (
    (rest === 0 ? whole : `${whole}.${String(rest).padStart(2, '0')}`) +
    (unit ? UNIT_SUFFIX[unit] : '')
  );
}
