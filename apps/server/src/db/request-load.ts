/**
 * The requests this process is answering, so that background work can give way to them
 * (decision 0024): a job's statement waits while any request is in flight, but never longer than
 * the caller allows, so a busy site still gets its jobs done.
 */
let inFlight = 0;
let waiting: Array<() => void> = [];

/** Counts a request in; call the answer once when it ends (a second call does nothing). */
export function requestStarted(): () => void {
  inFlight += 1;
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    inFlight -= 1;
    if (inFlight > 0) return;
    const woken = waiting;
    waiting = [];
    for (const wake of woken) wake();
  };
}

/** Resolves when no request is in flight, or after `maxMs`. */
export function requestsIdle(maxMs: number): Promise<void> {
  if (inFlight === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const wake = () => {
      clearTimeout(timer);
      waiting = waiting.filter((w) => w !== wake);
      resolve();
    };
    const timer = setTimeout(wake, maxMs);
    waiting.push(wake);
  });
}
