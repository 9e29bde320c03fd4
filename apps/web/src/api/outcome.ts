import { Code, isNotLoggedInCode } from '@huaren/contract/protocol/codes';
import { Messages } from '@huaren/contract/protocol/messages';

/** What the client does with an envelope (spec section 8, DESIGN.md section 3). */
export type Outcome =
  | { kind: 'ok' }
  | { kind: 'sessionExpired' }
  | { kind: 'staleTimestamp'; message: string }
  | { kind: 'failure'; message: string };

export function classifyEnvelope(envelope: { code: number; reason?: string }): Outcome {
  if (envelope.code === Code.ok) return { kind: 'ok' };
  if (isNotLoggedInCode(envelope.code)) return { kind: 'sessionExpired' };
  const message = envelope.reason?.trim() || Messages.requestError;
  if (envelope.code === Code.staleTimestamp) return { kind: 'staleTimestamp', message };
  return { kind: 'failure', message };
}

/** A request that got no usable answer: offline, or else timed out (spec section 8). */
export function networkFailureMessage(online: boolean): string {
  return online ? Messages.timeout : Messages.offline;
}

/** The server's clock from X-Server-Time, or null when the header is missing or garbled. */
export function parseServerTime(header: string | null): number | null {
  if (!header) return null;
  const ms = Number(header);
  return Number.isFinite(ms) && ms > 0 ? ms : null;
}
