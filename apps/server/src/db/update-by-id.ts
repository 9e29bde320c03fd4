import type { Selectable, Updateable } from 'kysely';
import type { Db } from './database';
import type { Database } from './schema';

/** The tables whose rows have a numeric `id` key. */
export type TableWithId = {
  [T in keyof Database]: Database[T] extends { id: unknown } ? T : never;
}[keyof Database];

/** Sets `values` on row `id` of `table` and answers the row as it now stands (throws if none). */
export async function updateById<T extends TableWithId>(
  db: Db,
  table: T,
  id: number,
  values: Updateable<Database[T]>,
): Promise<Selectable<Database[T]>> {
  const row = await db
    .updateTable(table as TableWithId)
    .set(values as Updateable<Database[TableWithId]>)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return row as Selectable<Database[T]>;
}
