import { verifyPassword } from '../../auth/password';
import { MINUTE_MS } from '../../lib/clock';
import { LOCK_MS, LOCK_THRESHOLD } from './rules';
import type { UserRepository, UserRow } from './user.repository';

export type PasswordVerdict = { ok: true } | { ok: false; lockedForMs?: number };

/**
 * Every check of an account's password (login, changing the password, changing a contact) goes
 * through here, so they share one failure count: ten wrong passwords by any route lock the
 * account for ten minutes, and a locked account is not checked at all (no scrypt spent on it).
 */
export async function checkAccountPassword(
  users: UserRepository,
  user: UserRow,
  password: string,
  now: number,
): Promise<PasswordVerdict> {
  if (user.locked_until !== null && user.locked_until > now) {
    return { ok: false, lockedForMs: user.locked_until - now };
  }
  if (await verifyPassword(password, user.password_hash)) return { ok: true };
  const after = await users.recordFailure(user.id, LOCK_THRESHOLD, now + LOCK_MS);
  if (after.locked_until !== null && after.locked_until > now) {
    return { ok: false, lockedForMs: after.locked_until - now };
  }
  return { ok: false };
}

export function minutesLeft(ms: number): number {
  return Math.max(1, Math.ceil(ms / MINUTE_MS));
}
