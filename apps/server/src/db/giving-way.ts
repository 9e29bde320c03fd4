import { AsyncLocalStorage } from 'node:async_hooks';
import type { Dialect } from 'kysely';
import { requestsIdle } from './request-load';

/**
 * Resolves after the event loop's pending I/O has had its turn. better-sqlite3 answers
 * synchronously, so a job awaiting one SQLite statement after another never lets a request in
 * between; awaiting this does.
 */
export const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

const background = new AsyncLocalStorage<true>();

/**
 * Runs `work` as background work (the job worker): everything it awaits carries the mark, so the
 * database driver lets requests go first before each of its statements (`givingWay`).
 */
export const inBackground = <T>(work: () => Promise<T>): Promise<T> => background.run(true, work);

/** The longest a background statement waits for the requests in flight before it goes anyway. */
const GIVE_WAY_MAX_MS = 20;

/**
 * The dialect with a driver whose background work gives way to requests before it takes a
 * connection for a statement or a transaction (decision 0024): it lets pending I/O in (on SQLite
 * the job's statements would otherwise run back to back while a request waits), then waits while
 * requests are being answered (on PostgreSQL the database's processes share the cores with the
 * server), at most GIVE_WAY_MAX_MS, so a busy process still gets its jobs done. Inside a
 * transaction nothing waits: no lock is held while giving way.
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
        if (background.getStore() === true) {
          await nextTurn();
          await requestsIdle(GIVE_WAY_MAX_MS);
        }
        return acquire();
      };
      return driver;
    },
  };
}
