import { z } from '../z';

/** Every /v1 response body: `{ code, reason?, data? }`. */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number(), reason: z.string().optional(), data: data.optional() });
}

export interface Envelope<T> {
  code: number;
  reason?: string;
  data?: T;
}
