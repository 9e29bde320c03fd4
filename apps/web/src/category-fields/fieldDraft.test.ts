import { describe, expect, it } from 'vitest';
import { someFields as defs } from '../testing/fixtures';
import { fieldDrafts, fieldInput, readFieldDrafts } from './fieldDraft';

describe('the publish form’s field answers', () => {
  it('sends typed numbers, one number of a range as both ends, and a yes/no only when picked', () => {
    expect(
      fieldInput(defs, {
        rental_type: '整租',
        languages: ['英语'],
        bedrooms: ' 2 ',
        wage: { min: '', max: '25', unit: '时薪' },
        move_in: '2026-12-01',
        credit_check: false,
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
    // A yes/no picked and taken back is '' again: not given, like one never touched.
    expect(
      fieldInput(defs, {
        rental_type: '',
        bedrooms: '2x',
        wage: { min: '', max: '' },
        credit_check: '',
      }),
    ).toEqual({ bedrooms: '2x' });
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
