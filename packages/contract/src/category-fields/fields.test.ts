import { describe, expect, it } from 'vitest';
import { fieldDefinition } from './definition';
import { checkFieldValues, currentValues, fieldValuesSchema } from './values';
import { cardLine, fieldRows } from './format';
import { checkFieldFilters, fieldFilterText } from './filters';

const kind = fieldDefinition({
  key: 'rental_type',
  label: '类型',
  type: 'choice',
  options: ['整租', '合租', '单间', '床位'],
  inList: true,
});
const bedrooms = fieldDefinition({
  key: 'bedrooms',
  label: '卧室',
  type: 'number',
  unit: '间',
  min: 0,
  max: 20,
  required: true,
  inList: true,
  listFormat: '{}卧',
});
const baths = fieldDefinition({
  key: 'bathrooms',
  label: '卫浴',
  type: 'number',
  min: 0,
  max: 10,
  integer: false,
  inList: true,
  listFormat: '{}卫',
  glue: true,
});
const moveIn = fieldDefinition({
  key: 'move_in',
  label: '入住日期',
  type: 'date',
  inList: true,
  listFormat: '{}起',
});
const wage = fieldDefinition({
  key: 'wage',
  label: '工资',
  type: 'range',
  options: ['时薪', '月薪', '年薪'],
  unit: '$',
  min: 0,
});
const languages = fieldDefinition({
  key: 'languages',
  label: '语言',
  type: 'multi',
  options: ['普通话', '粤语', '英语'],
});
const credit = fieldDefinition({
  key: 'credit_check',
  label: '需要信用记录/SSN',
  type: 'bool',
  inList: true,
  listFormat: '需信用记录|免信用记录',
});
const pets = fieldDefinition({ key: 'pets', label: '宠物', type: 'bool', inList: true });
const defs = [kind, bedrooms, baths, moveIn, wage, languages, credit, pets];

/** A post's answers that fit; 语言 and 宠物 are not given. */
const answers = {
  rental_type: '整租',
  bedrooms: 2,
  bathrooms: 1.5,
  move_in: '2026-12-01',
  wage: { min: 20, max: 25, unit: '时薪' },
  credit_check: false,
};

describe('checkFieldValues', () => {
  it('keeps fitting answers, drops unknown keys and blanks, orders multi answers', () => {
    const checked = checkFieldValues(defs, {
      ...answers,
      languages: ['英语', '普通话'],
      gone: 'x',
    });
    expect(checked).toEqual({ values: { ...answers, languages: ['普通话', '英语'] } });
  });

  it('keeps a yes/no given as 是 or 否, and stores nothing for one not given', () => {
    for (const given of [true, false]) {
      expect(checkFieldValues(defs, { bedrooms: 1, pets: given })).toEqual({
        values: { bedrooms: 1, pets: given },
      });
    }
    for (const untouched of [undefined, null, '']) {
      expect(checkFieldValues(defs, { bedrooms: 1, pets: untouched })).toEqual({
        values: { bedrooms: 1 },
      });
    }
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a number out of bounds', { bedrooms: 21 }, '卧室：请填写 0 到 20 之间的整数'],
    ['a fraction for a whole number', { bedrooms: 1.5 }, '卧室：请填写 0 到 20 之间的整数'],
    ['text for a number', { bedrooms: '2' }, '卧室：请填写 0 到 20 之间的整数'],
    ['a required number left blank', { bedrooms: null }, '卧室：请填写卧室'],
    ['an unknown option', { rental_type: '别墅' }, '类型：请从整租/合租/单间/床位中选择'],
    ['no such day', { move_in: '2026-02-30' }, '入住日期：请选择正确的日期'],
    ['crossed ends', { wage: { min: 30, max: 20, unit: '时薪' } }, '工资：最低不能高于最高'],
    ['a range without its unit', { wage: { min: 20, max: 30 } }, '工资：请选择时薪/月薪/年薪'],
    ['an option twice', { languages: ['普通话', '普通话'] }, '语言：请从普通话/粤语/英语中选择'],
    ['words for a yes/no', { credit_check: 'yes' }, '需要信用记录/SSN：请选择是或否'],
  ])('names the field when refusing %s', (_, input, error) => {
    const key = Object.keys(input)[0]!;
    expect(checkFieldValues(defs, { bedrooms: 1, ...input })).toEqual({
      errors: [{ key, error }],
    });
  });

  it('asks a required yes/no for 是 or 否, and refuses every wrong field at once, in order', () => {
    const required = [fieldDefinition({ ...pets, required: true }), bedrooms, baths];
    expect(checkFieldValues(required, { bathrooms: 11 })).toEqual({
      errors: [
        { key: 'pets', error: '宠物：请选择是或否' },
        { key: 'bedrooms', error: '卧室：请填写卧室' },
        { key: 'bathrooms', error: '卫浴：请填写 0 到 10 之间的数字' },
      ],
    });
    expect(checkFieldValues(required, { pets: false, bedrooms: 0 })).toEqual({
      values: { pets: false, bedrooms: 0 },
    });
  });

  it('is a zod schema with an issue at each refused key', () => {
    const parsed = fieldValuesSchema(defs).safeParse({ bedrooms: -1, move_in: 'soon' });
    expect(parsed.error?.issues).toMatchObject([
      { path: ['bedrooms'], message: '卧室：请填写 0 到 20 之间的整数' },
      { path: ['move_in'], message: '入住日期：请选择正确的日期' },
    ]);
  });

  it('reads stored answers that still fit the current definitions only', () => {
    const stored = { rental_type: '别墅', bedrooms: 3, removed: 1 };
    expect(currentValues(defs, stored)).toEqual({ bedrooms: 3 });
  });
});

describe('cardLine and fieldRows', () => {
  it('writes the card line with glued parts, and nothing for a yes/no not given', () => {
    expect(cardLine(defs, answers)).toBe('整租 · 2卧1.5卫 · 12月1日起 · 免信用记录');
    expect(cardLine(defs, {})).toBe('');
  });

  it('writes the table in the definitions order, without the yes/no not given (宠物)', () => {
    expect(fieldRows(defs, answers)).toEqual([
      { key: 'rental_type', label: '类型', text: '整租' },
      { key: 'bedrooms', label: '卧室', text: '2 间' },
      { key: 'bathrooms', label: '卫浴', text: '1.5' },
      { key: 'move_in', label: '入住日期', text: '2026年12月1日' },
      { key: 'wage', label: '工资', text: '时薪 $20–25' },
      { key: 'credit_check', label: '需要信用记录/SSN', text: '否' },
    ]);
  });
});

describe('checkFieldFilters', () => {
  it('keeps what each type reads, sorted, without empty filters', () => {
    expect(
      checkFieldFilters(defs, {
        languages: { in: ['英语', '粤语'] },
        bedrooms: { min: 2, from: '2026-01-01' },
        credit_check: {},
      }),
    ).toEqual({ filters: { bedrooms: { min: 2 }, languages: { in: ['粤语', '英语'] } } });
  });

  it('refuses unknown fields unless lenient, and bad bounds with the label', () => {
    expect(checkFieldFilters(defs, { nope: { min: 1 } })).toEqual({
      error: '筛选条件已失效，请重新选择',
    });
    expect(checkFieldFilters(defs, { nope: { min: 1 } }, true)).toEqual({ filters: {} });
    expect(checkFieldFilters(defs, { bedrooms: { min: 3, max: 2 } })).toEqual({
      error: '卧室：最低不能高于最高',
    });
    expect(checkFieldFilters(defs, { rental_type: { in: ['别墅'] } })).toEqual({
      error: '类型：请从选项中选择',
    });
  });

  it('words filters for chips', () => {
    expect(fieldFilterText(bedrooms, { min: 2 })).toBe('卧室 2以上');
    expect(fieldFilterText(moveIn, { from: '2026-12-01' })).toBe('入住日期 12/01起');
    expect(fieldFilterText(credit, { is: false })).toBe('需要信用记录/SSN：否');
  });
});
