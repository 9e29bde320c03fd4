import { Code, Header, Messages, type Endpoint } from '@huaren/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { SessionUser } from '../auth/session';
import { failEnvelope, okEnvelope } from './envelope';
import { headerValue } from './http';
import { isPlainObject } from './plain-object';
import { cacheKey } from './response-cache';
import { parseInput } from './zod-reason';

export interface EndpointContext<I> {
  input: I;
  /** Null for a visitor; never null on an `auth: 'user'` or `'admin'` endpoint. */
  user: SessionUser | null;
  request: FastifyRequest;
}

export type EndpointHandler<I extends z.ZodType, O extends z.ZodType> = (
  ctx: EndpointContext<z.output<I>>,
) => Promise<z.output<O>> | z.output<O>;

/** A handler of an `auth: 'user'` call: the caller is known. */
export type UserEndpointHandler<I extends z.ZodType, O extends z.ZodType> = (
  ctx: EndpointContext<z.output<I>> & { user: SessionUser },
) => Promise<z.output<O>> | z.output<O>;

/** An endpoint's input as its handler receives it: parsed, trimmed, defaults applied. */
export type InputData<E> = E extends Endpoint<infer I, z.ZodType> ? z.output<I> : never;

export interface EndpointOptions {
  /** Bytes; the app-wide limit unless a route (image upload) needs more. */
  bodyLimit?: number;
}

export interface PublicEndpointOptions<I> extends EndpointOptions {
  /**
   * A successful answer is kept for PUBLIC_CACHE_MS and sent as is to callers asking the same
   * (decision 0009). `visitors`: once logged in, the caller changes the answer (liked, mine,
   * contacts), so only visitors share it. `everyone`: the answer is the same whoever asks (lists
   * of cards, launch data), so logged-in callers share it too. `onHit` does what the handler would
   * have done besides answering (count a view) for an answer sent from the cache.
   */
  publicCache?: { for: 'visitors' | 'everyone'; onHit?(input: I, request: FastifyRequest): void };
}

/** The options of a read whose answer is the same whoever asks (decision 0009). */
export const CACHED_FOR_EVERYONE = { publicCache: { for: 'everyone' } } as const;
/** The options of a read whose answer tells a logged-in caller what is theirs. */
export const CACHED_FOR_VISITORS = { publicCache: { for: 'visitors' } } as const;

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Serves one contract endpoint: answers 403 to a visitor on an `auth: 'user'` or `'admin'` call
 * (before reading the input: a visitor learns nothing about a call they may not make, and the
 * client sends them to login either way), and to a logged-in non-administrator on an `'admin'`
 * call the answer of an unknown path (decision 0008: 403 would end their session in the client,
 * and the console's calls stay unseen). Then parses the input with the contract's schema (query
 * for GET, JSON body for POST, path parameters merged in), answers 400 naming the field, and wraps
 * the handler's result in the envelope. A successful POST of a user or an administrator empties
 * the public cache: any of them may change what a visitor's list or detail shows.
 */
export function registerEndpoint<I extends z.ZodType, O extends z.ZodType>(
  app: FastifyInstance,
  endpoint: Endpoint<I, O>,
  handler: EndpointHandler<I, O>,
  options: PublicEndpointOptions<z.output<I>> = {},
): void {
  const cache = options.publicCache && app.publicCache.enabled ? app.publicCache : null;
  const shareWithUsers = options.publicCache?.for === 'everyone';
  const onHit = options.publicCache?.onHit;
  const invalidates = endpoint.method === 'POST' && endpoint.auth !== 'visitor';
  app.route({
    method: endpoint.method,
    url: toRouterPath(endpoint.path),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    handler: async (request, reply) => {
      const token = headerValue(request.headers, Header.token);
      const user = token ? await app.resolveSession(token) : null;
      if (endpoint.auth !== 'visitor' && !user) {
        return failEnvelope(Code.notLoggedIn, Messages.notLoggedIn);
      }
      if (endpoint.auth === 'admin' && user?.role !== 'admin') {
        return failEnvelope(Code.notFound, Messages.unknownPath);
      }
      const parsed = parseInput(endpoint.input, rawInput(endpoint.method, request));
      if (!parsed.success) return failEnvelope(Code.invalid, parsed.reason);
      if (cache && (!user || shareWithUsers)) {
        const { value, hit } = await cache.load(cacheKey(endpoint.path, parsed.data), async () =>
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

/** registerEndpoint for an `auth: 'user'` call, whose handler is typed with a known caller. */
export function registerUserEndpoint<I extends z.ZodType, O extends z.ZodType>(
  app: FastifyInstance,
  endpoint: Endpoint<I, O>,
  handler: UserEndpointHandler<I, O>,
  options: EndpointOptions = {},
): void {
  registerCallerEndpoint('user', app, endpoint, handler, options);
}

/** registerEndpoint for an `auth: 'admin'` call: the caller is a known administrator. */
export function registerAdminEndpoint<I extends z.ZodType, O extends z.ZodType>(
  app: FastifyInstance,
  endpoint: Endpoint<I, O>,
  handler: UserEndpointHandler<I, O>,
  options: EndpointOptions = {},
): void {
  registerCallerEndpoint('admin', app, endpoint, handler, options);
}

function registerCallerEndpoint<I extends z.ZodType, O extends z.ZodType>(
  auth: 'user' | 'admin',
  app: FastifyInstance,
  endpoint: Endpoint<I, O>,
  handler: UserEndpointHandler<I, O>,
  options: EndpointOptions,
): void {
  if (endpoint.auth !== auth) throw new Error(`${endpoint.path} is not an '${auth}' call`);
  registerEndpoint(
    app,
    endpoint,
    (ctx) => {
      // registerEndpoint has answered every visitor of a user or admin call.
      if (!ctx.user) throw new Error('unreachable: a user call without a user');
      return handler({ ...ctx, user: ctx.user });
    },
    options,
  );
}

/** The contract writes path parameters as `{id}`; the router wants `:id`. */
export function toRouterPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

function rawInput(method: Endpoint['method'], request: FastifyRequest): unknown {
  const source = method === 'GET' ? request.query : (request.body ?? {});
  const params = request.params as Record<string, string> | undefined;
  if (!params || Object.keys(params).length === 0) return source;
  // A body that is not an object (an array, a string) is passed on as is for the schema to refuse.
  return isPlainObject(source) ? { ...source, ...params } : source;
}
