/**
 * The load generator of bench/posts.ts, run in a child process so that it does not share an
 * event loop with the server it measures. Each connection cycles through `requests`; a request
 * with `paths` picks one of them at random each time (post details across the table). Every
 * answer must start with `{"code":200` (a share page's with `<!doctype html>`), or it counts as an error. Prints one JSON line:
 * { reqPerSec, p50Ms, p99Ms, errors }.
 */
import type autocannon from 'autocannon';
import { measureLoad, type Measured } from './measure-load';

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

export type PostsLoadResult = Measured;

function run(options: PostsLoadOptions): Promise<PostsLoadResult> {
  return measureLoad(
    { url: options.origin, seconds: options.seconds, connections: options.connections },
    options.requests.map((r) => ({
      method: r.method,
      path: r.path,
      headers: { 'content-type': 'application/json' },
      ...(r.body !== undefined ? { body: r.body } : {}),
      ...(r.paths
        ? {
            setupRequest: (req: autocannon.Request) => ({
              ...req,
              path: r.paths![Math.floor(Math.random() * r.paths!.length)]!,
            }),
          }
        : {}),
    })),
    // A share page (decision 0039) is HTML; any other answer is the API's envelope.
    (body) => body.startsWith('{"code":200') || body.startsWith('<!doctype html>'),
  );
}

const options = JSON.parse(process.argv[2] ?? '{}') as PostsLoadOptions;
process.stdout.write(`${JSON.stringify(await run(options))}\n`);
