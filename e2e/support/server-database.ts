import Database from 'better-sqlite3';
import { join } from 'node:path';
import { inject } from 'vitest';

/**
 * One statement on the running server's SQLite file (DATA_DIR/app.db): how a test moves time on
 * for a row (an expired post, an account older than a day) without waiting for it.
 */
export function writeServerDatabase(statement: string, ...values: (number | string)[]): void {
  const db = new Database(join(inject('dataDir'), 'app.db'), { fileMustExist: true });
  try {
    db.prepare(statement).run(...values);
  } finally {
    db.close();
  }
}
