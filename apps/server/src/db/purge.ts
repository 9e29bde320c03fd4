import { sql } from 'kysely';
import type { Db } from './database';
import type { Database } from './schema';

/**
 * Housekeeping's delete: the rows of `table` whose time `column` is before `time` (`<`), or at it
 * too (`<=`, for an expiry that ends at that instant); answers how many went.
 */
export async function purgeRows<T extends keyof Database>(
  db: Db,
  table: T,
  column: keyof Database[T] & string,
  op: '<' | '<=',
  time: number,
): Promise<number> {
  const result = await sql`delete from ${sql.table(table)}
    where ${sql.ref(column)} ${sql.raw(op)} ${time}`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
