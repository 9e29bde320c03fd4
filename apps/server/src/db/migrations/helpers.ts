import {
  sql,
  type ColumnDataType,
  type ColumnDefinitionBuilder,
  type CreateTableBuilder,
  type Kysely,
} from 'kysely';
import { isPostgres } from '../dialect';

/*
 * Frozen, like the migrations that use them: a migration that ran must build the same schema
 * again on a fresh database, so a helper here never changes what it writes. A different shape is
 * a new helper.
 */

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

/**
 * A table whose rows live minutes (nonces, stream tickets): UNLOGGED on PostgreSQL, so it costs
 * no WAL write and a crash only empties it; an ordinary table on SQLite.
 */
export function unloggedTable(
  db: Kysely<unknown>,
  name: string,
): CreateTableBuilder<string, never> {
  const table = db.schema.createTable(name);
  return isPostgres(db) ? table.modifyFront(sql`unlogged`) : table;
}

/** A row of the user's own (a session, a login, an upload), deleted with the account. */
export const deletedWithUser = (col: ColumnDefinitionBuilder) =>
  col.notNull().references('users.id').onDelete('cascade');

/**
 * The item's region and its ancestors (posts, articles), so that a filter on any level is one
 * indexed column.
 */
export const withRegionColumns = <T extends string, C extends string>(
  table: CreateTableBuilder<T, C>,
) =>
  table
    .addColumn('region_id', 'integer', (col) => col.notNull().references('regions.id'))
    .addColumn('country_id', 'integer', (col) => col.notNull())
    .addColumn('state_id', 'integer')
    .addColumn('metro_id', 'integer');

/** A NOT NULL column added to a table that already has rows: they take `value`. */
export async function addColumnWithDefault(
  db: Kysely<unknown>,
  table: string,
  column: string,
  type: ColumnDataType,
  value: string | number,
): Promise<void> {
  await db.schema
    .alterTable(table)
    .addColumn(column, type, (col) => col.notNull().defaultTo(value))
    .execute();
}

/** Drops the columns in the order given. */
export async function dropColumns(
  db: Kysely<unknown>,
  table: string,
  columns: readonly string[],
): Promise<void> {
  for (const column of columns) await db.schema.alterTable(table).dropColumn(column).execute();
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

/** `<table>_expires_idx` on `expires_at`: what the housekeeping purge deletes expired rows by. */
export const expiresIndex = (db: Kysely<unknown>, table: string) =>
  index(db, table, `${table}_expires_idx`, ['expires_at']);

/**
 * A content kind's likes (post_likes, article_likes): one row per user and item, and the user's
 * likes newest first.
 */
export async function createLikesTable(db: Kysely<unknown>, kind: 'post' | 'article') {
  const table = `${kind}_likes`;
  const item = `${kind}_id`;
  await withIdColumn(db, db.schema.createTable(table))
    .addColumn(item, 'integer', (col) => col.notNull().references(`${kind}s.id`))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await uniqueIndex(db, table, `${table}_${kind}_user_key`, [item, 'user_id']);
  await index(db, table, `${table}_user_idx`, ['user_id', 'id']);
}

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

/** A migration that adds a parameter's first value (addParamIfSeeded) and takes it away again. */
export function paramMigration(key: string, value: string) {
  return {
    up: (db: Kysely<unknown>) => addParamIfSeeded(db, key, value),
    down: (db: Kysely<unknown>) => dropParam(db, key),
  };
}
