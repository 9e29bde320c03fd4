import { randomUUID } from 'node:crypto';
import {
  CSRF_MARKER_VALUE,
  Header,
  REQUESTED_WITH_VALUE,
  computeSignature,
  envelopeOf,
  type Call,
  type Envelope,
  type InputOf,
  type OutputOf,
} from '@huaren/contract';

export interface SignOptions {
  token?: string;
  /** Defaults to now; a number or the raw header text. */
  t?: number | string;
  nonce?: string;
  salt?: string;
  /** Replace the computed signature. */
  s?: string;
  /** Header names to leave out entirely. */
  omit?: readonly string[];
  /** Extra or replacing headers, applied last. */
  headers?: Record<string, string>;
}

/** The headers the web client sends (spec section 7), signed with the contract's computeSignature. */
export function signedHeaders(
  salt: string,
  options: SignOptions = {},
  now: () => number = Date.now,
): Record<string, string> {
  const token = options.token ?? '';
  const t = String(options.t ?? now());
  const nonce = options.nonce ?? randomUUID();
  const headers: Record<string, string> = {
    [Header.token]: token,
    [Header.timestamp]: t,
    [Header.nonce]: nonce,
    [Header.signature]: options.s ?? computeSignature(token, t, nonce, options.salt ?? salt),
    [Header.requestedWith]: REQUESTED_WITH_VALUE,
    [Header.csrf]: CSRF_MARKER_VALUE,
  };
  for (const name of options.omit ?? []) delete headers[name];
  return { ...headers, ...options.headers };
}

export interface TestClient {
  /** Calls a contract endpoint and checks a successful answer against the contract's output schema. */
  call<E extends Call>(
    endpoint: E,
    input?: InputOf<E> | Record<string, unknown>,
    sign?: SignOptions,
  ): Promise<Envelope<OutputOf<E>>>;
  /** A signed request of any shape, for the protocol's edge cases. */
  fetch(path: string, init?: RequestInit & { sign?: SignOptions | false }): Promise<Response>;
}

/**
 * `now` is the app's test clock, so requests stay inside the window when a test advances it;
 * `fetcher` sends them (one pinned connection: support/pinned-connection.ts).
 */
export function createTestClient(
  baseUrl: string,
  salt: string,
  now: () => number = Date.now,
  fetcher: typeof fetch = fetch,
): TestClient {
  const send: TestClient['fetch'] = (path, init = {}) => {
    const { sign, ...rest } = init;
    const headers = {
      ...(sign === false ? {} : signedHeaders(salt, sign, now)),
      ...(rest.headers as Record<string, string> | undefined),
    };
    return fetcher(`${baseUrl}${path}`, { ...rest, headers });
  };

  return {
    fetch: send,
    async call(endpoint, input = {}, sign) {
      const values = { ...(input as Record<string, unknown>) };
      const path = endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => {
        const value = values[name];
        delete values[name];
        return encodeURIComponent(String(value));
      });
      const res =
        endpoint.method === 'GET'
          ? await send(`${path}?${new URLSearchParams(values as Record<string, string>)}`, { sign })
          : await send(path, {
              method: 'POST',
              sign,
              headers: { 'Content-Type': 'application/json' },
              body: JSON.stringify(values),
            });
      if (res.status !== 200) throw new Error(`HTTP ${res.status} from ${endpoint.path}`);
      const body = (await res.json()) as Envelope<unknown>;
      if (body.code === 200)
        return envelopeOf(endpoint.output).parse(body) as Envelope<OutputOf<typeof endpoint>>;
      return body as Envelope<never>;
    },
  };
}

/** The body of an answer under /v1, checked to be an HTTP 200 envelope. */
export async function readEnvelope(res: Response): Promise<Envelope<unknown>> {
  if (res.status !== 200) throw new Error(`expected HTTP 200, got ${res.status}`);
  return (await res.json()) as Envelope<unknown>;
}
