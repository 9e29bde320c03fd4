import { describe, expect, it } from 'vitest';
import type { FieldDefinition } from './definition';
import { checkFieldValues, currentValues, fieldValuesSchema } from './values';
import { cardLine, fieldRows } from './format';
import { checkFieldFilters, fieldFilterText } from './filters';

const base = {
  options: [],
  unit: '',
  min: null,
  max: null,
  integer: true,
  required: false,
  inList: false,
  filterable: true,
  listFormat: '',
  glue: false,
} satisfies Partial<FieldDefinition>;

const kind: FieldDefinition = {
  ...base,
  key: 'rental_type',
  label: '类型',
  type: 'choice',
  options: ['整租', '合租', '单间', '床位'],
  inList: true,
};
const bedrooms: FieldDefinition = {
  ...base,
  key: 'bedrooms',
  label: '卧室',
  type: 'number',
  unit: '间',
  min: 0,
  max: 20,
  required: true,
  inList: true,
  listFormat: '{}卧',
};
const baths: FieldDefinition = {
  ...base,
  key: 'bathrooms',
  label: '卫浴',
  type: 'number',
  min: 0,
  max: 10,
  integer: false,
  inList: true,
  listFormat: '{}卫',
  glue: true,
};
const moveIn: FieldDefinition = {
  ...base,
  key: 'move_in',
  label: '入住日期',
  type: 'date',
  inList: true,
  listFormat: '{}起',
};
const wage: FieldDefinition = {
  ...base,
  key: 'wage',
  label: '工资',
  type: 'range',
  options: ['时薪', '月薪', '年薪'],
  unit: '$',
  min: 0,
};
const languages: FieldDefinition = {
  ...base,
  key: 'languages',
  label: '语言',
  type: 'multi',
  options: ['普通话', '粤语', '英语'],
};
const credit: FieldDefinition = {
  ...base,
  key: 'credit_check',
  label: '需要信用记录/SSN',
  type: 'bool',
  inList: true,
  listFormat: '需信用记录|免信用记录',
};
const defs = [kind, bedrooms, baths, moveIn, wage, languages, credit];

describe('checkFieldValues', () => {
  it('keeps fitting answers, drops unknown keys and blanks, orders multi answers', () => {
    const checked = checkFieldValues(defs, {
      rental_type: '整租',
      bedrooms: 2,
      bathrooms: 1.5,
      move_in: '2026-12-01',
      wage: { min: 20, max: 25, unit: '时薪' },
      languages: ['英语', '普通话'],
      credit_check: false,
      gone: 'x',
    });
    expect(checked).toEqual({
      values: {
        rental_type: '整租',
        bedrooms: 2,
        bathrooms: 1.5,
        move_in: '2026-12-01',
        wage: { min: 20, max: 25, unit: '时薪' },
        languages: ['普通话', '英语'],
        credit_check: false,
      },
    });
  });

  it('names the field in every refusal', () => {
    const refuse = (input: Record<string, unknown>) =>
      checkFieldValues(defs, { bedrooms: 1, ...input });
    expect(refuse({ bedrooms: 21 })).toEqual({
      key: 'bedrooms',
      error: '卧室：请填写 0 到 20 之间的整数',
    });
    expect(refuse({ bedrooms: 1.5 })).toMatchObject({ error: '卧室：请填写 0 到 20 之间的整数' });
    expect(refuse({ bedrooms: '2' })).toMatchObject({ key: 'bedrooms' });
    expect(refuse({ bedrooms: null })).toEqual({ key: 'bedrooms', error: '卧室：请填写卧室' });
    expect(refuse({ rental_type: '别墅' })).toEqual({
      key: 'rental_type',
      error: '类型：请从整租/合租/单间/床位中选择',
    });
    expect(refuse({ move_in: '2026-02-30' })).toMatchObject({
      error: '入住日期：请选择正确的日期',
    });
    expect(refuse({ wage: { min: 30, max: 20, unit: '时薪' } })).toMatchObject({
      error: '工资：最低不能高于最高',
    });
    expect(refuse({ wage: { min: 20, max: 30 } })).toMatchObject({
      error: '工资：请选择时薪/月薪/年薪',
    });
    expect(refuse({ languages: ['普通话', '普通话'] })).toMatchObject({ key: 'languages' });
    expect(refuse({ credit_check: 'yes' })).toMatchObject({
      error: '需要信用记录/SSN：请选择是或否',
    });
  });

  it('is a zod schema with the issue at the key', () => {
    const parsed = fieldValuesSchema(defs).safeParse({ bedrooms: -1 });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({
      path: ['bedrooms'],
      message: '卧室：请填写 0 到 20 之间的整数',
    });
  });

  it('reads stored answers that still fit the current definitions only', () => {
    const stored = { rental_type: '别墅', bedrooms: 3, removed: 1 };
    expect(currentValues(defs, stored)).toEqual({ bedrooms: 3 });
  });
});

describe('cardLine and fieldRows', () => {
  const values = {
    rental_type: '整租',
    bedrooms: 2,
    bathrooms: 1,
    move_in: '2026-12-01',
    credit_check: false,
  };

  it('writes the card line with glued parts', () => {
    expect(cardLine(defs, values)).toBe('整租 · 2卧1卫 · 12月1日起 · 免信用记录');
    expect(cardLine(defs, {})).toBe('');
  });

  it('writes the table in the definitions order', () => {
    expect(fieldRows(defs, { ...values, wage: { min: 20, max: 25, unit: '时薪' } })).toEqual([
      { key: 'rental_type', label: '类型', text: '整租' },
      { key: 'bedrooms', label: '卧室', text: '2 间' },
      { key: 'bathrooms', label: '卫浴', text: '1' },
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
