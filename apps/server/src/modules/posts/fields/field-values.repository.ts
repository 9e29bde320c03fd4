import type { CategoryField, FieldValues } from '@huaren/contract';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../../db/database';
import { answerRows, dayNumber, type FieldCondition } from './answers';

/** post_field_values: each post's answers, one row each, for the filters (decision 0041). */
export function createFieldValueRepository(db: Db) {
  return {
    /** Replaces a post's rows with those of `values` (its category's current fields). */
    async replace(postId: number, fields: readonly CategoryField[], values: FieldValues) {
      await db.deleteFrom('post_field_values').where('post_id', '=', postId).execute();
      const rows = fields.flatMap((f) =>
        values[f.key] === undefined ? [] : answerRows(f, values[f.key]!),
      );
      if (rows.length === 0) return;
      await db
        .insertInto('post_field_values')
        .values(rows.map((r) => ({ ...r, post_id: postId })))
        .execute();
    },
  };
}

const num = sql.ref('v.num');

/** The SQL of one filter, on the `v` row of post_field_values (the same test as answerFits). */
function valueTest({ field, filter }: FieldCondition): RawBuilder<boolean>[] {
  const tests: RawBuilder<boolean>[] = [];
  switch (field.type) {
    case 'choice':
    case 'multi':
      tests.push(sql`v.text in (${sql.join(filter.in!)})`);
      break;
    case 'number':
      if (filter.min !== undefined) tests.push(sql`${num} >= ${filter.min}`);
      if (filter.max !== undefined) tests.push(sql`${num} <= ${filter.max}`);
      break;
    case 'range':
      if (filter.max !== undefined) tests.push(sql`${num} <= ${filter.max}`);
      if (filter.min !== undefined) tests.push(sql`v.num2 >= ${filter.min}`);
      if (filter.unit !== undefined) tests.push(sql`v.text = ${filter.unit}`);
      break;
    case 'date':
      if (filter.from !== undefined) tests.push(sql`${num} >= ${dayNumber(filter.from)}`);
      if (filter.to !== undefined) tests.push(sql`${num} <= ${dayNumber(filter.to)}`);
      break;
    case 'bool':
      tests.push(sql`${num} = ${filter.is ? 1 : 0}`);
      break;
  }
  return tests;
}

/**
 * A list row's test for each filter: an answer of the post's that fits, found through
 * post_field_values_post_idx (post_id, field_id, num, text, num2), which covers the probe. The
 * list walks its own index newest first and probes each post it yields, so its order and its
 * keyset paging stay those of the list without filters.
 */
export function fieldConditions(conditions: readonly FieldCondition[]): RawBuilder<boolean>[] {
  return conditions.map(
    (c) =>
      sql<boolean>`exists (select 1 from post_field_values v where v.post_id = posts.id and v.field_id = ${c.field.id} and ${sql.join(valueTest(c), sql` and `)})`,
  );
}
