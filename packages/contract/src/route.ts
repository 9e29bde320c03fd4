import type { Endpoint, InputOf, OutputOf } from './endpoint';

/**
 * A call's method and path without its schemas, typed by the call. The web app sends requests
 * through routes: an endpoint object would bring zod and the call's schemas onto the first screen.
 * `routes.ts` holds one per endpoint, generated from them.
 */
export interface Route<E extends Endpoint = Endpoint> {
  readonly method: Endpoint['method'];
  readonly path: string;
  /** Never set: it carries the endpoint's type to RouteInput and RouteOutput. */
  readonly endpoint?: E;
}

export type RouteInput<R> = R extends Route<infer E> ? InputOf<E> : never;
export type RouteOutput<R> = R extends Route<infer E> ? OutputOf<E> : never;

export function route<E extends Endpoint>(method: Endpoint['method'], path: string): Route<E> {
  return { method, path };
}
