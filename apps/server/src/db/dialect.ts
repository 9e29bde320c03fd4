import { PostgresAdapter, type QueryExecutor } from 'kysely';

/** For the few places where the dialects cannot share one statement (ids, unlogged tables, locks). */
export function isPostgres(db: { getExecutor(): QueryExecutor }): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export type Dialect = 'sqlite' | 'postgres';

/** Which of the two stores `db` runs on. */
export function dialectOf(db: { getExecutor(): QueryExecutor }): Dialect {
  return isPostgres(db) ? 'postgres' : 'sqlite';
}
