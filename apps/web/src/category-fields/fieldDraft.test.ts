import type { FieldDefinition } from '@huaren/contract';
import { describe, expect, it } from 'vitest';
import { aFieldDefinition } from '../testing/fixtures';
import { fieldDrafts, fieldInput, readFieldDrafts } from './fieldDraft';

const defs: FieldDefinition[] = [
  aFieldDefinition({
    key: 'rental_type',
    label: '出租方式',
    type: 'choice',
    options: ['整租', '合租'],
  }),
  aFieldDefinition({ key: 'languages', label: '语言', type: 'multi', options: ['普通话', '英语'] }),
  aFieldDefinition({ key: 'bedrooms', label: '卧室', type: 'number' }),
  aFieldDefinition({
    key: 'wage',
    label: '工资',
    type: 'range',
    unit: '$',
    options: ['时薪', '月薪'],
  }),
  aFieldDefinition({ key: 'move_in', label: '入住日期', type: 'date' }),
  aFieldDefinition({ key: 'credit_check', label: '需要信用记录', type: 'bool' }),
];

describe('the publish form’s field answers', () => {
  it('sends typed numbers, one number of a range as both ends, and an untouched switch as 否', () => {
    expect(
      fieldInput(defs, {
        rental_type: '整租',
        languages: ['英语'],
        bedrooms: ' 2 ',
        wage: { min: '', max: '25', unit: '时薪' },
        move_in: '2026-12-01',
        other_category: '整租',
      }),
    ).toEqual({
      rental_type: '整租',
      languages: ['英语'],
      bedrooms: 2,
      wage: { min: 25, max: 25, unit: '时薪' },
      move_in: '2026-12-01',
      credit_check: false,
    });
  });

  it('leaves blanks out and passes what is no number on for the checker to word', () => {
    expect(
      fieldInput(defs, { rental_type: '', bedrooms: '2x', wage: { min: '', max: '' } }),
    ).toEqual({ bedrooms: '2x', credit_check: false });
  });

  it('opens a post’s stored answers as drafts, and reads a kept draft defensively', () => {
    const drafts = fieldDrafts({
      bedrooms: 2,
      wage: { min: 20, max: 25, unit: '时薪' },
      credit_check: true,
      languages: ['普通话'],
    });
    expect(drafts).toEqual({
      bedrooms: '2',
      wage: { min: '20', max: '25', unit: '时薪' },
      credit_check: true,
      languages: ['普通话'],
    });
    expect(readFieldDrafts(JSON.parse(JSON.stringify(drafts)))).toEqual(drafts);
    expect(readFieldDrafts({ a: 3, b: [1, 'x'], c: { min: 1 } })).toEqual({
      b: ['x'],
      c: { min: '', max: '' },
    });
    expect(readFieldDrafts('junk')).toEqual({});
  });
});
