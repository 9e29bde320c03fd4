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

type Params = Kysely<{ param_config: { key: string; value: string; updated_at: number } }>;

/**
 * Writes a parameter's first value for a database seeded before it existed: only where other
 * parameters are (a fresh database gets it from the launch seed) and never over a value set.
 */
export async function addParamIfSeeded(db: Kysely<unknown>, key: string, value: string) {
  const params = db as unknown as Params;
  const rows = await params.selectFrom('param_config').select('key').execute();
  if (rows.length === 0 || rows.some((r) => r.key === key)) return;
  await params.insertInto('param_config').values({ key, value, updated_at: Date.now() }).execute();
}

export async function dropParam(db: Kysely<unknown>, key: string): Promise<void> {
  await (db as unknown as Params).deleteFrom('param_config').where('key', '=', key).execute();
}
