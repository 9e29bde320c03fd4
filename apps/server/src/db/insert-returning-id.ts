import type { Generated, Insertable } from 'kysely';
import type { Db } from './database';
import type { Database } from './schema';

/** The tables whose `id` the database numbers. */
type TableWithGeneratedId = {
  [T in keyof Database]: Database[T] extends { id: Generated<number> } ? T : never;
}[keyof Database];

/** Inserts `values` into `table` and answers the id the database gave the new row. */
export async function insertReturningId<T extends TableWithGeneratedId>(
  db: Db,
  table: T,
  values: Insertable<Database[T]>,
): Promise<number> {
  const row = await db
    .insertInto(table as TableWithGeneratedId)
    .values(values as Insertable<Database[TableWithGeneratedId]>)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
