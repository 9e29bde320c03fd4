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
