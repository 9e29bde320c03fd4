import { Code, type Call, type InputOf, type OutputOf } from '@huaren/contract';
import type { TestClient } from './client';

/** Calls `endpoint` as the holder of `token` and answers its data; throws unless it answers 200. */
export async function callOk<E extends Call>(
  t: { client: TestClient },
  endpoint: E,
  input: InputOf<E>,
  token: string,
): Promise<OutputOf<E>> {
  const res = await t.client.call(endpoint, input, { token });
  if (res.code !== Code.ok) throw new Error(`${endpoint.path}: ${res.code} ${res.reason}`);
  return res.data!;
}

/** `callOk` bound to one call: `(t, token, input)` answers its data; throws unless it answers 200. */
export const callerOf =
  <E extends Call>(endpoint: E) =>
  (t: { client: TestClient }, token: string, input: InputOf<E>): Promise<OutputOf<E>> =>
    callOk(t, endpoint, input, token);
