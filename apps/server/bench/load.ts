/**
 * The load generator of bench/protocol.ts, run in a child process so that it does not share an
 * event loop with the server it measures. Every request carries fresh signed headers (a new `t`
 * and nonce), exactly as the web client sends them; the server without checks ignores them.
 * Prints one JSON line: { reqPerSec, p99Ms, errors }.
 */
import { measureLoad } from './measure-load';
import { signedRequestHeaders } from './sign';

export interface LoadOptions {
  url: string;
  salt: string;
  seconds: number;
  connections: number;
  /** Every answer must be exactly this body (code 200 with the region list), or it counts as an error. */
  expectBody: string;
}

export interface LoadResult {
  reqPerSec: number;
  p99Ms: number;
  errors: number;
}

async function run(options: LoadOptions): Promise<LoadResult> {
  const { reqPerSec, p99Ms, errors } = await measureLoad(
    options,
    [
      {
        method: 'GET',
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, ...signedRequestHeaders(options.salt) },
        }),
      },
    ],
    // Checked cheaply (prefix and length) so the check costs both variants the same little.
    (body) => body.length === options.expectBody.length && body.startsWith('{"code":200,'),
  );
  return { reqPerSec, p99Ms, errors };
}

const options = JSON.parse(process.argv[2] ?? '{}') as LoadOptions;
process.stdout.write(`${JSON.stringify(await run(options))}\n`);
