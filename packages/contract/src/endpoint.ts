import type { z } from 'zod';

/**
 * One call of the API: the web client and the server both derive their types and validation from
 * it, and docs/api.md is generated from the list of them.
 */
export interface Endpoint<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
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

export function defineEndpoint<I extends z.ZodType, O extends z.ZodType>(
  endpoint: Endpoint<I, O>,
): Endpoint<I, O> {
  return endpoint;
}

export type InputOf<E> = E extends Endpoint<infer I, z.ZodType> ? z.input<I> : never;
export type OutputOf<E> = E extends Endpoint<z.ZodType, infer O> ? z.output<O> : never;
