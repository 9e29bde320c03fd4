import type { UpdateQueryBuilder, UpdateResult } from 'kysely';

/** Runs the update and answers whether it changed any row (a conditional write that may lose). */
export async function updatedAny<DB, UT extends keyof DB, TB extends keyof DB>(
  query: UpdateQueryBuilder<DB, UT, TB, UpdateResult>,
): Promise<boolean> {
  return (await query.executeTakeFirst()).numUpdatedRows > 0n;
}
