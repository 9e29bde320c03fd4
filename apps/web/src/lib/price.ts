/**
 * Prices travel in cents (docs/decisions/0006-posts.md), so no float ever rounds one; people type
 * and read dollars. The display form lives in the contract, shared with the share pages.
 */
export { formatPrice } from '@huaren/contract/posts/price-text';

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
