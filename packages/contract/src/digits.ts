/**
 * A number as people in the US write it (1,200; 2.5), from one formatter made once: building one
 * per call (`toLocaleString`) cost about 100 µs, paid for every card of every list.
 */
const US = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/**
 * Whole numbers under a thousand (bedrooms, years of a car's age, most answers on a card) read as
 * they are written, without the formatter.
 */
export const usDigits = (n: number): string =>
  Number.isInteger(n) && n > -1000 && n < 1000 && !Object.is(n, -0) ? String(n) : US.format(n);
