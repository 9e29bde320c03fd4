import { Header } from '@huaren/contract';
import { Client, fetch as undiciFetch } from 'undici';

export interface PinnedConnection {
  /** Sends over this connection alone, one request at a time. */
  fetch: typeof fetch;
  /** Ends the connection, and whatever is in flight on it (an open stream). */
  close(): Promise<void>;
}

/**
 * One kept-alive connection to `origin`: with several server processes sharing the port, every
 * request on it reaches the worker that accepted it.
 */
export function pinnedConnection(origin: string): PinnedConnection {
  const dispatcher = new Client(origin, { pipelining: 1 });
  return {
    fetch: ((input: string, init: RequestInit = {}) =>
      undiciFetch(input, { ...init, dispatcher } as never)) as unknown as typeof fetch,
    close: () => dispatcher.destroy(),
  };
}

/**
 * The pid of the process that answered `res`: its request id, found in the log line (pino's
 * `pid`, Fastify's `reqId`) that process wrote for it. Waits for the line, which may trail the
 * answer through the pipe.
 */
export async function answeredBy(res: Response, output: () => string): Promise<number> {
  const id = res.headers.get(Header.requestId);
  if (!id) throw new Error('no request id in the answer');
  const line = new RegExp(`"pid":(\\d+),[^\\n]*"reqId":"${id}"`);
  for (let tries = 0; tries < 250; tries++) {
    const found = line.exec(output());
    if (found) return Number(found[1]);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no log line for request ${id}`);
}
