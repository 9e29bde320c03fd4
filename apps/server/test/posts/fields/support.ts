import {
  adminSaveCategoryField,
  categoryFields,
  type CategoryField,
  type CategoryFieldInput,
} from '@huaren/contract';
import type { TestApp } from '../../support/app';
import { callOk } from '../../support/call-ok';
import { countRows } from '../../support/rows';

/** A category's fields by key, as the console saves them. */
export async function fieldsByKey(
  t: TestApp,
  categoryId: number,
): Promise<Record<string, CategoryField>> {
  const { list } = await callOk(t, categoryFields, { categoryId }, '');
  return Object.fromEntries(list.map((f) => [f.key, f]));
}

/** Adds or changes a field through the console's call. */
export const saveField = (t: TestApp, token: string, input: CategoryFieldInput) =>
  callOk(t, adminSaveCategoryField, input, token);

/** The filter rows a post's answers wrote. */
export const answerRows = (t: TestApp, postId: number) =>
  countRows(t.app.db, 'post_field_values', 'post_id', postId);

/** A room in Flushing with the answers given. */
export const roomFields = {
  rental_type: '整租',
  bedrooms: 2,
  bathrooms: 1,
  move_in: '2026-12-01',
  credit_check: false,
  utilities: true,
};
