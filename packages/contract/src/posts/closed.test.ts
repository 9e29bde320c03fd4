import { describe, expect, it } from 'vitest';
import { closedKindFor } from './closed-kind';

describe('closedKindFor', () => {
  it('rents housing, sells housing priced as a thing, fills jobs and sells the rest', () => {
    const rent = { price: 180000, priceUnit: 'month' } as const;
    const sale = { price: 65000000, priceUnit: null } as const;
    const open = { price: null, priceUnit: null } as const;
    expect(closedKindFor('housing', rent)).toBe('rented');
    expect(closedKindFor('housing', open)).toBe('rented');
    expect(closedKindFor('housing', sale)).toBe('sold');
    expect(closedKindFor('jobs', open)).toBe('filled');
    expect(closedKindFor('car', sale)).toBe('sold');
    expect(closedKindFor('secondhand', open)).toBe('sold');
    expect(closedKindFor(undefined, rent)).toBe('sold');
  });
});
