import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely';
import { isPostgres } from '../dialect';

/**
 * An auto-numbered integer primary key: `serial` on PostgreSQL (plain int4, so pg returns a number),
 * `integer primary key autoincrement` on SQLite (never reuses the id of a deleted row).
 */
export function withIdColumn<T extends string>(
  db: Kysely<unknown>,
  table: CreateTableBuilder<T, never>,
): CreateTableBuilder<T, 'id'> {
  return isPostgres(db)
    ? table.addColumn('id', 'serial', (col: ColumnDefinitionBuilder) => col.primaryKey())
    : table.addColumn('id', 'integer', (col: ColumnDefinitionBuilder) =>
        col.primaryKey().autoIncrement(),
      );
}

type CreateIndex = (
  db: Kysely<unknown>,
  table: string,
  name: string,
  columns: readonly string[],
) => Promise<void>;

const indexOn = (db: Kysely<unknown>, table: string, name: string, columns: readonly string[]) =>
  db.schema
    .createIndex(name)
    .on(table)
    .columns([...columns]);

/** `create index name on table (columns)`. */
export const index: CreateIndex = async (db, table, name, columns) => {
  await indexOn(db, table, name, columns).execute();
};

/** `create unique index name on table (columns)`. */
export const uniqueIndex: CreateIndex = async (db, table, name, columns) => {
  await indexOn(db, table, name, columns).unique().execute();
};

/** Drops the tables in the order given (dependents first). */
export async function dropTables(db: Kysely<unknown>, tables: readonly string[]): Promise<void> {
  for (const table of tables) await db.schema.dropTable(table).execute();
}
