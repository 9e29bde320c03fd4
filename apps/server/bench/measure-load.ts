import autocannon from 'autocannon';

/** What a load-generator script prints: throughput, latency and every answer that went wrong. */
export interface Measured {
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

/**
 * Runs autocannon against `url` with the given requests; an answer `isRight` refuses counts as an
 * error, with autocannon's own failures, timeouts and non-2xx answers. Both load generators (the
 * protocol's and the posts') measure through this, so their figures mean the same.
 */
export async function measureLoad(
  options: { url: string; seconds: number; connections: number },
  requests: autocannon.Request[],
  isRight: (body: string) => boolean,
): Promise<Measured> {
  let wrong = 0;
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    requests: requests.map((request) => ({
      ...request,
      onResponse: (_status: number, body: string) => {
        if (!isRight(body)) wrong += 1;
      },
    })),
  });
  return {
    reqPerSec: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx + wrong,
  };
}
