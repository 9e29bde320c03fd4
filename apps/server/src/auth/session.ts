/** Who is calling, once a token has been looked up. The accounts issue adds fields it needs. */
export interface SessionUser {
  id: number;
}

/**
 * Turns the X-AUTH-TOKEN-UID header into a user, or null for an unknown, expired or revoked
 * token. There are no accounts yet, so the default knows no one; the accounts issue passes a
 * resolver backed by its sessions table to buildApp.
 */
export type SessionResolver = (token: string) => Promise<SessionUser | null>;

export const noSessions: SessionResolver = async () => null;
