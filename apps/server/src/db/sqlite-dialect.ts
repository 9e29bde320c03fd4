import {
  CompiledQuery,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type SqliteDialectConfig,
} from 'kysely';

/**
 * Kysely's SQLite dialect with transactions that start with BEGIN IMMEDIATE. A plain (deferred)
 * BEGIN takes the write lock only at the first write; a transaction that read before it, when
 * another process (a second server, the admin CLI) has written since, cannot wait for the lock
 * without losing what it read, so SQLite answers "database is locked" at once, busy_timeout or
 * not. Taking the lock at BEGIN is where waiting is safe, and busy_timeout applies. Inside this
 * process transactions run one at a time anyway: Kysely holds SQLite's one connection for each.
 */
export class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}

class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}
