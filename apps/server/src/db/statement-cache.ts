import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Distinct SQL texts kept; the app has a few hundred (an `in (?, ?)` list makes one per length). */
const MAX_STATEMENTS = 1000;

/**
 * Kysely prepares every query afresh, and for a small query SQLite's parse-and-plan costs more
 * than running it (a sixth of a post detail's time). Statements are kept by their SQL text and
 * reused; Kysely's SQLite driver runs one query at a time on its one connection, so a statement
 * is never in use twice at once.
 */
export function withStatementCache(database: SqliteDatabase): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => database.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (!statement) {
        // Simplest bound: start over when full (a steady app never gets there).
        if (statements.size >= MAX_STATEMENTS) statements.clear();
        statement = database.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}
