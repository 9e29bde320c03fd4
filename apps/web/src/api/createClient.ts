import type { Call, InputOf, OutputOf, CallPath } from '@huaren/contract';
import { Code } from '@huaren/contract/protocol/codes';
import { CSRF_MARKER_VALUE, Header, REQUESTED_WITH_VALUE } from '@huaren/contract/protocol/headers';
import { Messages } from '@huaren/contract/protocol/messages';
import { computeSignature } from '@huaren/contract/protocol/signature';
import { classifyEnvelope, networkFailureMessage, parseServerTime } from './outcome';
import { buildRequest } from './requestParts';

/** A call that did not succeed. `message` is the Chinese text the user saw (or would have). */
export class ApiError extends Error {
  constructor(
    message: string,
    /** The envelope's code, or null when no answer arrived. */
    readonly code: number | null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The server answered 404: the thing asked for is gone (deleted, hidden) or never was. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.code === Code.notFound;
}

export interface ClientDeps {
  fetch: typeof fetch;
  getToken(): string;
  now(): number;
  isOnline(): boolean;
  randomId(): string;
  salt: string;
  timeoutMs: number;
  /** Code 403 or -1: clear the session and send the user to login. */
  onSessionExpired(): void;
  /** Hide the loading indicator and show the message as an error toast. */
  onFailure(message: string): void;
}

export interface RequestOptions {
  /**
   * Cancels the call; a cancelled call shows nothing. TanStack Query passes one to every query,
   * and a call that carries one shows no toast either: a query's failure is shown by the view
   * waiting for it (the error view, the note over cached content), and a toast saying the same
   * again would outlive the page. Mutations and direct calls have none and toast.
   */
  signal?: AbortSignal;
  /** The caller handles failures itself: no toast (the session is still cleared on 403). */
  silent?: boolean;
}

interface Envelope {
  code: number;
  reason?: string;
  data?: unknown;
}

export function createClient(deps: ClientDeps) {
  /** serverTime - local time, learned from every answer's X-Server-Time. */
  let offset = 0;

  function fail(message: string, code: number | null, options: RequestOptions): never {
    if (!options.silent && !options.signal) deps.onFailure(message);
    throw new ApiError(message, code);
  }

  async function exchange(
    call: CallPath,
    input: Record<string, unknown>,
    options: RequestOptions,
  ): Promise<Envelope> {
    const { url, body } = buildRequest(call, input);
    const token = deps.getToken();
    const t = String(Math.round(deps.now() + offset));
    const nonce = deps.randomId();
    const headers: Record<string, string> = {
      [Header.token]: token,
      [Header.timestamp]: t,
      [Header.nonce]: nonce,
      [Header.signature]: computeSignature(token, t, nonce, deps.salt),
      [Header.requestedWith]: REQUESTED_WITH_VALUE,
      [Header.csrf]: CSRF_MARKER_VALUE,
    };
    if (body !== undefined) headers['Content-Type'] = 'application/json';

    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), deps.timeoutMs);
    const cancel = () => controller.abort();
    options.signal?.addEventListener('abort', cancel);
    try {
      let response: Response;
      try {
        response = await deps.fetch(url, {
          method: call.method,
          headers,
          body,
          signal: controller.signal,
        });
        const serverTime = parseServerTime(response.headers.get(Header.serverTime));
        if (serverTime !== null) offset = serverTime - deps.now();
        // The original client treats any status outside 200-299 as a network failure.
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
      } catch (error) {
        if (options.signal?.aborted) throw error;
        return fail(networkFailureMessage(deps.isOnline()), null, options);
      }
      try {
        return (await response.json()) as Envelope;
      } catch (error) {
        if (options.signal?.aborted) throw error;
        if (controller.signal.aborted)
          return fail(networkFailureMessage(deps.isOnline()), null, options);
        return fail(Messages.requestError, null, options);
      }
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', cancel);
    }
  }

  /**
   * The answer's data is not parsed here: the server's handlers are typed by the contract's output
   * schemas and every API test checks each answer against them, while parsing on the phone would
   * bring zod and every call's schemas onto the first screen.
   */
  async function request<E extends Call>(
    call: CallPath<E>,
    input: InputOf<E>,
    options: RequestOptions = {},
  ): Promise<OutputOf<E>> {
    const fields = (input ?? {}) as Record<string, unknown>;
    let envelope = await exchange(call, fields, options);
    let outcome = classifyEnvelope(envelope);
    if (outcome.kind === 'staleTimestamp') {
      // The answer carried the server's clock and `offset` now holds it: one more try.
      envelope = await exchange(call, fields, options);
      outcome = classifyEnvelope(envelope);
    }
    switch (outcome.kind) {
      case 'ok':
        return envelope.data as OutputOf<E>;
      case 'sessionExpired':
        deps.onSessionExpired();
        throw new ApiError(Messages.notLoggedIn, envelope.code);
      case 'staleTimestamp':
      case 'failure':
        return fail(outcome.message, envelope.code, options);
    }
  }

  return { request, clockOffset: () => offset };
}

export type ApiClient = ReturnType<typeof createClient>;
