import { sql } from 'kysely';
import type { Db } from '../../src/db/database';

/** How many rows of `table` hold `value` in `column`: what a test counts after the calls it made. */
export async function countRows(
  db: Db,
  table: string,
  column: string,
  value: string | number,
): Promise<number> {
  const { rows } = await sql<{ n: string | number }>`
    select count(*) as n from ${sql.table(table)} where ${sql.ref(column)} = ${value}
  `.execute(db);
  return Number(rows[0]!.n);
}
