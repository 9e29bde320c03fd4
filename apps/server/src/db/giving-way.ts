import { AsyncLocalStorage } from 'node:async_hooks';
import type { DatabaseConnection, Dialect } from 'kysely';
import { freeLane, takeLane } from './background-lane';
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
export const GIVE_WAY_MAX_MS = 20;

/** Background work waits for pending I/O, then for the requests in flight (at most the cap). */
async function giveWay(): Promise<void> {
  await nextTurn();
  await requestsIdle(GIVE_WAY_MAX_MS);
}

const givesWay = new WeakSet<DatabaseConnection>();

/** Makes a connection's background statements give way before each one (once per connection). */
function statementsGiveWay(connection: DatabaseConnection): DatabaseConnection {
  if (givesWay.has(connection)) return connection;
  givesWay.add(connection);
  const execute = connection.executeQuery.bind(connection);
  // Patched on the object itself: the driver keeps its own reference to release it.
  connection.executeQuery = async (query) => {
    if (background.getStore() === true) await requestsIdle(GIVE_WAY_MAX_MS);
    return execute(query);
  };
  return connection;
}

/**
 * The dialect with a driver whose background work gives way to requests before it takes a
 * connection for a statement or a transaction (decision 0024): it takes its turn on the
 * background lane (background-lane.ts), lets pending I/O in (on SQLite the job's statements
 * would otherwise run back to back while a request waits), then waits while
 * requests are being answered, at most GIVE_WAY_MAX_MS, so a busy process still gets its jobs
 * done. With `inTransactions` (PostgreSQL, where the database's processes share the cores with
 * the server) every statement of a background transaction waits too: the rows such a transaction
 * holds are the job's own (hits, notices, its queued jobs), which no request answered meanwhile
 * writes, and it goes anyway after the cap. SQLite has one writer: a transaction there never waits.
 */
export function givingWay(dialect: Dialect, { inTransactions = false } = {}): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createDriver: () => {
      const driver = dialect.createDriver();
      const acquire = driver.acquireConnection.bind(driver);
      const release = driver.releaseConnection.bind(driver);
      /** Connections background work holds with its turn on the lane. */
      const onLane = new WeakSet<DatabaseConnection>();
      driver.acquireConnection = async () => {
        if (background.getStore() !== true) return acquire();
        const turn = await takeLane();
        try {
          await giveWay();
          const connection = await acquire();
          if (turn) onLane.add(connection);
          return inTransactions ? statementsGiveWay(connection) : connection;
        } catch (error) {
          if (turn) freeLane();
          throw error;
        }
      };
      driver.releaseConnection = async (connection) => {
        try {
          await release(connection);
        } finally {
          if (onLane.delete(connection)) freeLane();
        }
      };
      return driver;
    },
  };
}
