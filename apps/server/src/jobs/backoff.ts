import { HOUR_MS, SECOND_MS } from '../lib/clock';

const FIRST_RETRY_MS = 15 * SECOND_MS;
const LONGEST_WAIT_MS = HOUR_MS;

/**
 * How long a job waits after its `attempt`-th failure: 15 s, 30 s, 1 min, 2 min... doubling up
 * to an hour, so a mail server down for a minute costs a code a few seconds' delay and one down
 * for a day is not hammered.
 */
export function retryDelay(attempt: number): number {
  return Math.min(LONGEST_WAIT_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempt - 1));
}
