/**
 * The one lane background database work takes turns on (decision 0024): the job worker runs up
 * to ten jobs at once, so that a slow mail server holds back no other job, but their statements
 * and transactions go one at a time. Ten jobs released together when a request ends would
 * otherwise start ten statements beside the next request (with 10,000 saved searches the match
 * jobs grew the publish p99 by 10-20 ms on PostgreSQL; one at a time, by nothing measurable).
 */
let taken = false;
const waiting: (() => void)[] = [];

/**
 * The longest a turn is waited for before the work goes anyway: a safety valve, not a pace (a
 * background transaction that awaited background work outside itself would otherwise wait for
 * its own turn to end).
 */
export const LANE_MAX_WAIT_MS = 10_000;

/** Waits for the lane; answers whether it was taken (false: the wait ran out, go without it). */
export async function takeLane(): Promise<boolean> {
  if (!taken) {
    taken = true;
    return true;
  }
  return new Promise<boolean>((resolve) => {
    const wake = () => {
      clearTimeout(timer);
      taken = true;
      resolve(true);
    };
    const timer = setTimeout(() => {
      waiting.splice(waiting.indexOf(wake), 1);
      resolve(false);
    }, LANE_MAX_WAIT_MS);
    waiting.push(wake);
  });
}

/** Ends a turn taken with takeLane: the next waiter's turn. */
export function freeLane(): void {
  taken = false;
  waiting.shift()?.();
}
