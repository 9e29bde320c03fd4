import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, base64url (43 characters): header-safe, and far beyond guessing. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What the sessions table keeps instead of the token. Sessions are found by this hash (a primary
 * key lookup), never by comparing tokens, so there is no comparison whose timing could leak a
 * prefix: the database only ever sees a hash an attacker cannot steer. A plain SHA-256 suffices
 * because the token is random, not a password (nothing to brute-force).
 */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
