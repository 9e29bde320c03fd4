import type { Selectable } from 'kysely';
import type { Db } from './database';
import type { Database } from './schema';
import type { TableWithId } from './update-by-id';

/** One column of row `id` of `table`; undefined when there is no such row. */
export async function columnById<
  T extends TableWithId,
  C extends keyof Selectable<Database[T]> & string,
>(db: Db, table: T, column: C, id: number): Promise<Selectable<Database[T]>[C] | undefined> {
  const row = await db
    .selectFrom(table as TableWithId)
    .select(column as never)
    .where('id', '=', id)
    .executeTakeFirst();
  return (row as Partial<Selectable<Database[T]>> | undefined)?.[column];
}
