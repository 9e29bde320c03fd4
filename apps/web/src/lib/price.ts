import type { PriceUnit } from '@huaren/contract';

/**
 * Prices travel in cents (docs/decisions/0006-posts.md), so no float ever rounds one; people type
 * and read dollars.
 */

const UNIT_SUFFIX: Record<PriceUnit, string> = { month: '/月', hour: '/小时' };

/** 120000 → "$1,200"; 120050 → "$1,200.50"; with a unit "$1,200/月". */
export function formatPrice(cents: number, unit: PriceUnit | null = null): string {
  const dollars = Math.floor(cents / 100);
  const rest = cents % 100;
  const whole = `$${dollars.toLocaleString('en-US')}`;
  return (
    (rest === 0 ? whole : `${whole}.${String(rest).padStart(2, '0')}`) +
    (unit ? UNIT_SUFFIX[unit] : '')
  );
}

/**
 * What the user typed in dollars ("1,200", "1200.5", "$99") → cents; null for empty; NaN when
 * it is not a price (the form then shows the contract's message).
 */
export function parsePrice(text: string): number | null {
  const clean = text.replace(/[$,\s]/g, '');
  if (clean === '') return null;
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return Number.NaN;
  const [whole = '0', fraction = ''] = clean.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Cents → the text the price input shows ("1200", "1200.50"). */
export function priceInputText(cents: number | null): string {
  if (cents === null) return '';
  const rest = cents % 100;
  return rest === 0
    ? String(cents / 100)
    : `${Math.floor(cents / 100)}.${String(rest).padStart(2, '0')}`;
}
