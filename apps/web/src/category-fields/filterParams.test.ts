import { describe, expect, it } from 'vitest';
import { someFields as defs } from '../testing/fixtures';
import { filterCount, hasFilterParams, listFilterParams, readListFilters } from './filterParams';

const read = (query: string) => readListFilters(new URLSearchParams(query), defs);

describe('list filters in the address', () => {
  it('reads each type', () => {
    expect(
      read(
        'f_rental_type=整租|单间&f_bedrooms=2~&f_wage=20~30~时薪&f_move_in=2026-12-01~&f_credit_check=0&price=800~2000.5',
      ),
    ).toEqual({
      fields: {
        rental_type: { in: ['整租', '单间'] },
        bedrooms: { min: 2 },
        wage: { min: 20, max: 30, unit: '时薪' },
        move_in: { from: '2026-12-01' },
        credit_check: { is: false },
      },
      priceMin: 80_000,
      priceMax: 200_050,
    });
  });

  it('writes what it reads back the same', () => {
    const filters = read(
      'f_bedrooms=~3&f_move_in=2026-12-01~2027-01-31&f_credit_check=1&price=~1500',
    );
    const params = listFilterParams(filters, defs);
    expect(params).toEqual({
      f_bedrooms: '~3',
      f_move_in: '2026-12-01~2027-01-31',
      f_credit_check: '1',
      price: '~1500',
    });
    expect(readListFilters(new URLSearchParams(params), defs)).toEqual(filters);
    expect(filterCount(filters)).toBe(4);
  });

  it('drops what no longer fits: unknown keys and options, unfilterable fields, bad values', () => {
    expect(
      read(
        'f_gone=1&f_pets=1&f_rental_type=别墅&f_bedrooms=abc~&f_move_in=2026-13-01~&f_credit_check=maybe&f_wage=1~2~年薪&price=-5~x',
      ),
    ).toEqual({ fields: { wage: { min: 1, max: 2 } } });
  });

  it('refuses swapped ends rather than guessing', () => {
    expect(read('f_bedrooms=5~2&f_move_in=2027-01-01~2026-12-01&price=900~100')).toEqual({
      fields: {},
    });
  });

  it('tells an address with filters from one without', () => {
    expect(hasFilterParams(new URLSearchParams('category=1&keyword=x'))).toBe(false);
    expect(hasFilterParams(new URLSearchParams('category=1&f_bedrooms=2~'))).toBe(true);
    expect(hasFilterParams(new URLSearchParams('price=~100'))).toBe(true);
  });
});
