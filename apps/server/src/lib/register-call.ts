import { Code, Header, Messages, type Call } from '@huaren/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { SessionUser } from '../auth/session';
import { failEnvelope, okEnvelope } from './envelope';
import { headerValue } from './http';
import { isPlainObject } from './plain-object';
import { cacheKey } from './response-cache';
import { parseInput } from './zod-reason';

export interface CallContext<I> {
  input: I;
  /** Null for a visitor; never null on an `auth: 'user'` or `'admin'` call. */
  user: SessionUser | null;
  request: FastifyRequest;
}

export type CallHandler<I extends z.ZodType, O extends z.ZodType> = (
  ctx: CallContext<z.output<I>>,
) => Promise<z.output<O>> | z.output<O>;

/** A handler of an `auth: 'user'` call: the caller is known. */
export type UserCallHandler<I extends z.ZodType, O extends z.ZodType> = (
  ctx: CallContext<z.output<I>> & { user: SessionUser },
) => Promise<z.output<O>> | z.output<O>;

/** A call's input as its handler receives it: parsed, trimmed, defaults applied. */
export type InputData<E> = E extends Call<infer I, z.ZodType> ? z.output<I> : never;

export interface CallOptions {
  /** Bytes; the app-wide limit unless a route (image upload) needs more. */
  bodyLimit?: number;
}

export interface PublicCallOptions<I> extends CallOptions {
  /**
   * A successful answer is kept for PUBLIC_CACHE_MS and sent as is to callers asking the same
   * (decision 0009). `visitors`: once logged in, the caller changes the answer (liked, mine,
   * contacts), so only visitors share it. `everyone`: the answer is the same whoever asks (lists
   * of cards, launch data), so logged-in callers share it too. `onHit` does what the handler would
   * have done besides answering (count a view) for an answer sent from the cache. `personal`:
   * a logged-in caller of an `everyone` read whose answer is their own after all (they block
   * someone, decision 0042) is neither served from nor written to the shared entry.
   */
  publicCache?: {
    for: 'visitors' | 'everyone';
    onHit?(input: I, request: FastifyRequest): void;
    personal?(user: SessionUser): Promise<boolean>;
  };
}

/** The options of a read whose answer is the same whoever asks (decision 0009). */
export const CACHED_FOR_EVERYONE = { publicCache: { for: 'everyone' } } as const;
/** The options of a read whose answer tells a logged-in caller what is theirs. */
export const CACHED_FOR_VISITORS = { publicCache: { for: 'visitors' } } as const;

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Serves one contract call: answers 403 to a visitor on an `auth: 'user'` or `'admin'` call
 * (before reading the input: a visitor learns nothing about a call they may not make, and the
 * client sends them to login either way), and to a logged-in non-administrator on an `'admin'`
 * call the answer of an unknown path (decision 0008: 403 would end their session in the client,
 * and the console's calls stay unseen). Then parses the input with the contract's schema (query
 * for GET, JSON body for POST, path parameters merged in), answers 400 naming the field, and wraps
 * the handler's result in the envelope. A successful POST of a user or an administrator empties
 * the public cache: any of them may change what a visitor's list or detail shows.
 */
export function registerCall<I extends z.ZodType, O extends z.ZodType>(
  app: FastifyInstance,
  call: Call<I, O>,
  handler: CallHandler<I, O>,
  options: PublicCallOptions<z.output<I>> = {},
): void {
  const cache = options.publicCache && app.publicCache.enabled ? app.publicCache : null;
  const shareWithUsers = options.publicCache?.for === 'everyone';
  const onHit = options.publicCache?.onHit;
  const personal = options.publicCache?.personal;
  const invalidates = call.method === 'POST' && call.auth !== 'visitor';
  app.route({
    method: call.method,
    url: toRouterPath(call.path),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    handler: async (request, reply) => {
      const token = headerValue(request.headers, Header.token);
      const user = token ? await app.resolveSession(token) : null;
      if (call.auth !== 'visitor' && !user) {
        return failEnvelope(Code.notLoggedIn, Messages.notLoggedIn);
      }
      if (call.auth === 'admin' && user?.role !== 'admin') {
        return failEnvelope(Code.notFound, Messages.unknownPath);
      }
      const raw = rawInput(call.method, request);
      const shared =
        cache && (!user || (shareWithUsers && !(await personal?.(user)))) ? cache : null;
      // An input kept as it was sent is answered without parsing it again: an entry is only
      // ever kept for an input that parsed, and the same input parses to the same data. A list
      // with field filters would otherwise pay their schema on every answer from the cache.
      const sentKey = shared && !onHit ? cacheKey(call.path, raw) : null;
      const kept = sentKey === null ? undefined : shared?.peek(sentKey);
      if (kept !== undefined) return reply.type(JSON_TYPE).send(kept);
      const parsed = parseInput(call.input, raw);
      if (!parsed.success) return failEnvelope(Code.invalid, parsed.reason);
      if (shared) {
        const { value, hit } = await shared.load(
          sentKey ?? cacheKey(call.path, parsed.data),
          async () =>
            JSON.stringify(okEnvelope(await handler({ input: parsed.data, user, request }))),
        );
        if (hit) onHit?.(parsed.data, request);
        return reply.type(JSON_TYPE).send(value);
      }
      const data = await handler({ input: parsed.data, user, request });
      if (invalidates) app.publicCache.invalidate();
      return okEnvelope(data);
    },
  });
}

/**
 * registerCall for the calls of a logged-in caller (`auth` of the call), whose handler is typed
 * with a known caller; registering a call of another `auth` is a programming error.
 */
function loggedInCalls(auth: 'user' | 'admin') {
  return <I extends z.ZodType, O extends z.ZodType>(
    app: FastifyInstance,
    call: Call<I, O>,
    handler: UserCallHandler<I, O>,
    options: CallOptions = {},
  ): void => {
    if (call.auth !== auth) throw new Error(`${call.path} is not an '${auth}' call`);
    registerCall(
      app,
      call,
      (ctx) => {
        // registerCall has answered every visitor of a user or admin call.
        if (!ctx.user) throw new Error('unreachable: a user call without a user');
        return handler({ ...ctx, user: ctx.user });
      },
      options,
    );
  };
}

/** registerCall for an `auth: 'user'` call. */
export const registerUserCall = loggedInCalls('user');
/** registerCall for an `auth: 'admin'` call: the caller is a known administrator. */
export const registerAdminCall = loggedInCalls('admin');

/** The contract writes path parameters as `{id}`; the router wants `:id`. */
export function toRouterPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

function rawInput(method: Call['method'], request: FastifyRequest): unknown {
  const source = method === 'GET' ? request.query : (request.body ?? {});
  const params = request.params as Record<string, string> | undefined;
  if (!params || Object.keys(params).length === 0) return source;
  // A body that is not an object (an array, a string) is passed on as is for the schema to refuse.
  return isPlainObject(source) ? { ...source, ...params } : source;
}
