import type { Dialect } from 'kysely';
import { giveWay, isBackground } from '../lib/next-turn';

/**
 * The dialect with a driver whose background work (the job worker) gives way to requests before
 * it takes a connection for a statement or a transaction (decision 0024): on SQLite the job's
 * statements would otherwise run back to back while a request waits; on PostgreSQL the database's
 * processes share the cores with the server. Inside a transaction nothing waits.
 */
export function givingWay(dialect: Dialect): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createDriver: () => {
      const driver = dialect.createDriver();
      const acquire = driver.acquireConnection.bind(driver);
      driver.acquireConnection = async () => {
        if (isBackground()) await giveWay();
        return acquire();
      };
      return driver;
    },
  };
}
