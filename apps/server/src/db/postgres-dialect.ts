import {
  PostgresDialect,
  PostgresDriver,
  type DatabaseConnection,
  type Driver,
  type PostgresDialectConfig,
} from 'kysely';
import { giveWay, isBackground } from '../lib/next-turn';

/**
 * Kysely's PostgreSQL dialect whose background work (the job worker) gives way to requests before
 * each statement or transaction, as on SQLite (decision 0024): the database's processes share the
 * machine's cores with the server, so a job's queries would otherwise slow the requests' queries.
 */
export class GivingWayPostgresDialect extends PostgresDialect {
  readonly #config: PostgresDialectConfig;

  constructor(config: PostgresDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new GivingWayPostgresDriver(this.#config);
  }
}

class GivingWayPostgresDriver extends PostgresDriver {
  override async acquireConnection(): Promise<DatabaseConnection> {
    if (isBackground()) await giveWay();
    return super.acquireConnection();
  }
}
