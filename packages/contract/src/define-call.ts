import type { z } from 'zod';

/**
 * One call of the API: the web client and the server both derive their types and validation from
 * it, and docs/api.md is generated from the list of them.
 */
export interface Call<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  method: 'GET' | 'POST';
  path: string;
  /** GET: the query string; POST: the JSON body. Path parameters are merged in by name. */
  input: I;
  /** The envelope's `data` on success. */
  output: O;
  /**
   * `user` and `admin` calls answer 403 to a visitor; `admin` calls answer 404 to a logged-in user
   * who is not an administrator (never 403, which would end their session in the client).
   */
  auth: 'visitor' | 'user' | 'admin';
  summary: string;
  /** True for calls this project added to the spec's table (DESIGN.md section 4). */
  added?: boolean;
  /** Non-200 codes the call can answer beyond the protocol's own, for the docs. */
  codes?: readonly number[];
}

/** A call's method and path as the docs write them: `POST /v1/user/login/`. */
export type Route = `${Call['method']} ${string}`;

/** The call at `route`: `defineCall('POST /v1/user/login/', { input, output, auth, summary })`. */
export function defineCall<I extends z.ZodType, O extends z.ZodType>(
  route: Route,
  call: Omit<Call<I, O>, 'method' | 'path'>,
): Call<I, O> {
  const [method, path] = route.split(' ') as [Call['method'], string];
  return { ...call, method, path };
}

/** A call of the admin console: for administrators, and added to the spec's table (all of them). */
export function adminCall<I extends z.ZodType, O extends z.ZodType>(
  route: Route,
  call: Omit<Call<I, O>, 'method' | 'path' | 'auth' | 'added'>,
): Call<I, O> {
  return defineCall(route, { ...call, auth: 'admin', added: true });
}

/**
 * A call for signed-in users that this project added to the spec's table (messages, notices,
 * favourites, saved searches, blocks ...).
 */
export function addedUserCall<I extends z.ZodType, O extends z.ZodType>(
  route: Route,
  call: Omit<Call<I, O>, 'method' | 'path' | 'auth' | 'added'>,
): Call<I, O> {
  return defineCall(route, { ...call, auth: 'user', added: true });
}

export type InputOf<E> = E extends Call<infer I, z.ZodType> ? z.input<I> : never;
export type OutputOf<E> = E extends Call<z.ZodType, infer O> ? z.output<O> : never;

/**
 * A call's method and path without its schemas, typed by the call. The web app sends requests
 * through call paths: a Call object would bring zod and the call's schemas onto the first screen.
 * `call-paths.ts` holds one per call, generated from calls.ts.
 */
export interface CallPath<C extends Call = Call> {
  readonly method: Call['method'];
  readonly path: string;
  /** Never set: it carries the call's type to the request's input and output. */
  readonly call?: C;
}

export function callPath<C extends Call>(method: Call['method'], path: string): CallPath<C> {
  return { method, path };
}
