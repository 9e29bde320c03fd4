import { sql } from 'kysely';
import type { Db } from '../src/db/database';

export interface IndexDefinition {
  name: string;
  /** The `create index` statement, as the database reports it. */
  definition: string;
}

/**
 * The posts table's secondary indexes as the migrations have left them (the list indexes, the
 * search index): dropped before the bulk load, which would otherwise maintain them row by row,
 * and built again from these statements afterwards.
 */
export async function secondaryIndexes(
  db: Db,
  dialect: 'sqlite' | 'postgres',
): Promise<IndexDefinition[]> {
  if (dialect === 'sqlite') {
    const rows = await sql<{ name: string; sql: string }>`
      select name, sql from sqlite_master
      where type = 'index' and tbl_name = 'posts' and sql is not null`.execute(db);
    return rows.rows.map((r) => ({ name: r.name, definition: r.sql }));
  }
  const rows = await sql<{ name: string; definition: string }>`
    select i.indexname as name, i.indexdef as definition from pg_indexes i
    where i.schemaname = current_schema() and i.tablename = 'posts'
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`.execute(db);
  return rows.rows;
}
