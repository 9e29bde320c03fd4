import { Code, type Envelope } from '@huaren/contract';

/** Every /v1 answer is one of these two, sent with HTTP status 200 (DESIGN.md section 3). */
export function okEnvelope<T>(data: T): Envelope<T> {
  return { code: Code.ok, data };
}

export function failEnvelope(code: number, reason: string): Envelope<never> {
  return { code, reason };
}

/**
 * An expected refusal a handler or service reports by throwing, e.g.
 * `throw new Refusal(Code.notFound, '帖子不存在')`: the error handler answers it as an envelope
 * with that code and reason. (The web app's Refusal is the client's side: any call that failed.)
 */
export class Refusal extends Error {
  override name = 'Refusal';
  constructor(
    readonly code: number,
    readonly reason: string,
  ) {
    super(reason);
  }
}
