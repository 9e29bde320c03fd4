/**
 * The load generator of bench/posts.ts, run in a child process so that it does not share an
 * event loop with the server it measures. Each connection cycles through `requests`; a request
 * with `paths` picks one of them at random each time (post details across the table). Every
 * answer must start with `{"code":200`, or it counts as an error. Prints one JSON line:
 * { reqPerSec, p50Ms, p99Ms, errors }.
 */
import autocannon from 'autocannon';

export interface BenchRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  /** Picked at random per request instead of `path`. */
  paths?: string[];
}

export interface PostsLoadOptions {
  origin: string;
  seconds: number;
  connections: number;
  requests: BenchRequest[];
}

export interface PostsLoadResult {
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

async function run(options: PostsLoadOptions): Promise<PostsLoadResult> {
  let wrong = 0;
  const result = await autocannon({
    url: options.origin,
    connections: options.connections,
    duration: options.seconds,
    requests: options.requests.map((r) => ({
      method: r.method,
      path: r.path,
      headers: { 'content-type': 'application/json' },
      ...(r.body !== undefined ? { body: r.body } : {}),
      onResponse: (_status: number, body: string) => {
        if (!body.startsWith('{"code":200')) wrong += 1;
      },
      ...(r.paths
        ? {
            setupRequest: (req: autocannon.Request) => ({
              ...req,
              path: r.paths![Math.floor(Math.random() * r.paths!.length)]!,
            }),
          }
        : {}),
    })),
  });
  return {
    reqPerSec: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx + wrong,
  };
}

const options = JSON.parse(process.argv[2] ?? '{}') as PostsLoadOptions;
process.stdout.write(`${JSON.stringify(await run(options))}\n`);
