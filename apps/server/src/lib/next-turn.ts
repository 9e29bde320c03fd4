import { nextTurn } from '../db/giving-way';

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
