import { AsyncLocalStorage } from 'node:async_hooks';
import { requestsIdle } from './request-load';

/**
 * Resolves after the event loop's pending I/O has had its turn. better-sqlite3 answers
 * synchronously, so a job awaiting one SQLite statement after another never lets a request in
 * between; awaiting this does.
 */
export const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * For a long job that may run beside requests: call the answer between steps; it waits for the
 * next turn once the job has worked `budgetMs` since the last, so no request waits much longer.
 */
export function pacer(budgetMs = 2): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < budgetMs) return;
    await nextTurn();
    since = performance.now();
  };
}

const background = new AsyncLocalStorage<true>();

/**
 * Runs `work` as background work (the job worker): everything it awaits carries the mark, so the
 * database drivers let requests go first before each of its statements (`giveWay`).
 */
export const inBackground = <T>(work: () => Promise<T>): Promise<T> => background.run(true, work);

/** Whether the caller runs inside `inBackground`. */
export const isBackground = (): boolean => background.getStore() === true;

/** The longest a background statement waits for the requests in flight before it goes anyway. */
const GIVE_WAY_MAX_MS = 20;

/**
 * What background work does before it takes a connection (db/giving-way.ts): it lets pending I/O in
 * (better-sqlite3 answers synchronously, so a job's statements would otherwise run back to back),
 * then waits while requests are being answered, so a job competes with none of them for the CPU,
 * the pool or SQLite's one writer (decision 0024).
 */
export async function giveWay(): Promise<void> {
  await nextTurn();
  await requestsIdle(GIVE_WAY_MAX_MS);
}
