import { Code, type Envelope } from '@huaren/contract';

/** Every /v1 answer is one of these two, sent with HTTP status 200 (DESIGN.md section 3). */
export function okEnvelope<T>(data: T): Envelope<T> {
  return { code: Code.ok, data };
}

export function failEnvelope(code: number, reason: string): Envelope<never> {
  return { code, reason };
}

/**
 * An expected failure a handler or service reports by throwing, e.g.
 * `throw new ApiError(Code.notFound, '帖子不存在')`; the error handler turns it into an envelope.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly code: number,
    readonly reason: string,
  ) {
    super(reason);
  }
}
