/**
 * Resolves after the event loop's pending I/O has had its turn. better-sqlite3 answers
 * synchronously, so a job awaiting one SQLite statement after another never lets a request in
 * between; awaiting this does.
 */
export const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
