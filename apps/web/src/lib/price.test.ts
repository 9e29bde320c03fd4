import { describe, expect, it } from 'vitest';
import { formatPrice, parsePrice, priceInputText } from './price';

describe('price', () => {
  it('formats cents as dollars with thousands separators', () => {
    expect(formatPrice(120000)).toBe('$1,200');
    expect(formatPrice(0)).toBe('$0');
    expect(formatPrice(120050)).toBe('$1,200.50');
    expect(formatPrice(5)).toBe('$0.05');
    expect(formatPrice(1_000_000_000)).toBe('$10,000,000');
  });

  it('parses what a user types into cents', () => {
    expect(parsePrice('1,200')).toBe(120000);
    expect(parsePrice(' $99 ')).toBe(9900);
    expect(parsePrice('1200.5')).toBe(120050);
    expect(parsePrice('0.07')).toBe(7);
    expect(parsePrice('')).toBeNull();
    expect(parsePrice('12.345')).toBeNaN();
    expect(parsePrice('-3')).toBeNaN();
    expect(parsePrice('abc')).toBeNaN();
  });

  it('round-trips through the input text', () => {
    for (const cents of [0, 5, 120000, 120050])
      expect(parsePrice(priceInputText(cents))).toBe(cents);
    expect(priceInputText(null)).toBe('');
  });
});
