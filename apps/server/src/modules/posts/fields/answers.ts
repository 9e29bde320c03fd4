import type { CategoryField, FieldFilter, FieldValue, RangeValue } from '@huaren/contract';

/**
 * How an answer is kept for the filters (decision 0041): the row or rows of post_field_values,
 * and the same terms for the filters' bounds. A date is its day number, a yes/no 1 or 0.
 */
export interface AnswerRow {
  field_id: number;
  num: number | null;
  num2: number | null;
  text: string | null;
}

const DAY_MS = 86_400_000;

/** 2026-12-01 → days since 1970-01-01, so that days compare as numbers. */
export const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

export function answerRows(field: CategoryField, value: FieldValue): AnswerRow[] {
  const row = { field_id: field.id, num: null, num2: null, text: null };
  switch (field.type) {
    case 'choice':
      return [{ ...row, text: value as string }];
    case 'multi':
      return (value as string[]).map((text) => ({ ...row, text }));
    case 'number':
      return [{ ...row, num: value as number }];
    case 'range': {
      const r = value as RangeValue;
      return [{ ...row, num: r.min, num2: r.max, text: r.unit ?? null }];
    }
    case 'date':
      return [{ ...row, num: dayNumber(value as string) }];
    case 'bool':
      return [{ ...row, num: value ? 1 : 0 }];
  }
}

/** A checked filter on one field (checkFieldFilters), as the list and the matcher apply it. */
export interface FieldCondition {
  field: CategoryField;
  filter: FieldFilter;
}

/** Whether one stored answer fits a filter: the matcher's test, the list's SQL in words. */
export function answerFits({ field, filter }: FieldCondition, value: FieldValue): boolean {
  return answerRows(field, value).some((row) => {
    const num = row.num ?? Number.NaN;
    switch (field.type) {
      case 'choice':
      case 'multi':
        return filter.in!.includes(row.text!);
      case 'number':
        return (filter.min ?? -Infinity) <= num && num <= (filter.max ?? Infinity);
      case 'range':
        return (
          (filter.min ?? -Infinity) <= row.num2! &&
          num <= (filter.max ?? Infinity) &&
          (filter.unit === undefined || filter.unit === row.text)
        );
      case 'date': {
        const from = filter.from === undefined ? -Infinity : dayNumber(filter.from);
        const to = filter.to === undefined ? Infinity : dayNumber(filter.to);
        return from <= num && num <= to;
      }
      case 'bool':
        return num === (filter.is ? 1 : 0);
    }
  });
}
