import { describe, expect, it } from 'vitest';
import { usDigits } from './digits';

const US = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

describe('usDigits', () => {
  it('writes what the en-US formatter writes, with or without it', () => {
    for (let n = -1500; n <= 1500; n++) expect(usDigits(n)).toBe(US.format(n));
    for (const n of [-0, 0.5, 2.25, 2.555, 999.999, 1000, 1200, 12_000_000, -1e21, 1e21]) {
      expect(usDigits(n)).toBe(US.format(n));
    }
  });
});
