import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config';
import type { Database } from './schema';
import { givingWay } from './giving-way';
import { ImmediateSqliteDialect } from './sqlite-dialect';
import { withStatementCache } from './statement-cache';

export type Db = Kysely<Database>;

export interface DatabaseLogger {
  error(obj: object, msg: string): void;
}

/** Opens the configured store. Nothing is queried yet: migrations run next (see migrate.ts). */
export function openDatabase(config: DatabaseConfig, log: DatabaseLogger): Db {
  return config.dialect === 'postgres'
    ? openPostgres(config.url, config.poolSize, log)
    : openSqlite(config.file);
}

function openSqlite(file: string): Db {
  mkdirSync(dirname(file), { recursive: true });
  const database = new SQLite(file);
  database.pragma('journal_mode = WAL');
  // In WAL mode a commit is appended to the WAL file before the call returns, so a killed process
  // loses nothing it acknowledged; NORMAL only skips the fsync per commit, which matters for a
  // power cut or an OS crash (the last commits may roll back, the file stays consistent).
  database.pragma('synchronous = NORMAL');
  database.pragma('foreign_keys = ON');
  // Another process (a second server, a CLI) holding the write lock makes us wait, not fail;
  // transactions take the lock at BEGIN so that they can wait too (sqlite-dialect.ts).
  database.pragma('busy_timeout = 5000');
  return new Kysely<Database>({
    dialect: givingWay(new ImmediateSqliteDialect({ database: withStatementCache(database) })),
  });
}

/**
 * pg hands int8 (bigint columns, count(*)) back as strings to be safe beyond 2^53. Our bigints are
 * millisecond timestamps and counts, far below that, so they come back as numbers like on SQLite.
 */
const types: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.INT8 && format !== 'binary'
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
};

/** Each PostgreSQL database's pool, for the metrics (Kysely keeps its dialect's pool private). */
const pools = new WeakMap<Db, { pool: pg.Pool; max: number }>();

function openPostgres(connectionString: string, max: number, log: DatabaseLogger): Db {
  const pool = new pg.Pool({ connectionString, types, max });
  // An idle client losing its connection (database restart) must not crash the process; the
  // pool replaces it and the next query reports the error to its caller.
  pool.on('error', (err) => log.error({ err }, 'PostgreSQL idle client error'));
  const db = new Kysely<Database>({
    dialect: givingWay(new PostgresDialect({ pool }), { inTransactions: true }),
  });
  pools.set(db, { pool, max });
  return db;
}

/** Connections of a PostgreSQL pool: open, idle, requests waiting for one, and the most it opens. */
export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

/** Null on SQLite, which has one connection and no pool. */
export function poolUse(db: Db): PoolUse | null {
  const entry = pools.get(db);
  if (!entry) return null;
  const { pool, max } = entry;
  return { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max };
}

/** A round trip to the store, for /readyz. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
