import type { UserRole } from '@huaren/contract';
import { DAY_MS, HOUR_MS, type Clock } from '../lib/clock';
import type { SessionRepository } from './session.repository';
import { hashSessionToken } from './token';

/** Who is calling, once a token has been looked up. */
export interface SessionUser {
  id: number;
  /** The caller's own session (logout ends it; a password change keeps it and ends the others). */
  tokenHash: string;
  /** Read with the session (one join), so the admin guard costs no query of its own. */
  role: UserRole;
}

/**
 * Turns the X-AUTH-TOKEN-UID header into a user, or null for an unknown, expired or revoked
 * token, or for a banned account.
 */
export type SessionResolver = (token: string) => Promise<SessionUser | null>;

/** A session unused for 30 days ends; each use pushes the end 30 days out again. */
export const SESSION_TTL_MS = 30 * DAY_MS;
/**
 * The sliding expiry is written at most once an hour per session, not on every request: an
 * expiry an hour early over 30 days does not matter; a write per request would.
 */
export const SESSION_REFRESH_MS = HOUR_MS;

/** Tokens are 43 characters; anything much longer is not one of ours and is not hashed. */
const MAX_TOKEN_LENGTH = 128;

export function createSessionResolver(sessions: SessionRepository, now: Clock): SessionResolver {
  return async (token) => {
    if (token.length > MAX_TOKEN_LENGTH) return null;
    const tokenHash = hashSessionToken(token);
    const t = now();
    const session = await sessions.findLive(tokenHash, t);
    if (!session) return null;
    if (t - session.last_seen_at >= SESSION_REFRESH_MS) {
      await sessions.touch(tokenHash, t, t + SESSION_TTL_MS);
    }
    return { id: session.user_id, tokenHash, role: session.role };
  };
}
