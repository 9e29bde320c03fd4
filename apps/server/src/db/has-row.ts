import type { SelectQueryBuilder } from 'kysely';

/** Whether the query finds any row at all; it reads one at most. */
export async function hasRow<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
): Promise<boolean> {
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}
