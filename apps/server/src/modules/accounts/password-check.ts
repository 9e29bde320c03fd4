import type { Contact } from '@huaren/contract';
import { Code } from '@huaren/contract';
import { MINUTE_MS } from '../../lib/clock';
import { Refusal } from '../../lib/envelope';
import type { RateLimiter } from '../../limits/rate-limiter';
import { Reasons } from './reasons';
import { PasswordLimits } from './rules';

/** A password tried for an account, from an address (docs/decisions/0011-login-lockout.md). */
export interface PasswordAttempt {
  /** accountOf() or passwordAccount(). */
  account: string;
  ip: string;
}

export type PasswordVerdict = { ok: true } | { ok: false; heldOff?: string };

/** Whose count a password of an account goes to: its e-mail and its phone share one. */
export const accountOf = (userId: number) => `user:${userId}`;

/**
 * Whose count a password typed for a contact goes to: the account's, or, when none has the
 * contact, the contact's own, so that an unknown account is counted and answered as a known one.
 */
export function passwordAccount(user: { id: number } | undefined, contact: Contact): string {
  return user ? accountOf(user.id) : `${contact.kind}:${contact.value}`;
}

/**
 * Every check of a password (login, changing the password, changing a contact) goes through
 * here. An address that gave 10 wrong passwords for an account is held off it for the rest of 15
 * minutes, and only that address: a stranger cannot lock the owner out. 30 wrong passwords for an
 * account in a day, from anywhere, slow it to one attempt per 10 minutes. Neither is checked
 * against the password (no scrypt is spent on it), and a verification code (reset) always gets
 * the owner in. A right password clears the account's counts.
 */
export async function checkPassword(
  limiter: RateLimiter,
  attempt: PasswordAttempt,
  verify: () => Promise<boolean>,
): Promise<PasswordVerdict> {
  const source = `${attempt.account}|${attempt.ip}`;
  const held = await limiter.peek(PasswordLimits.perSource, source);
  if (!held.allowed) return heldOff(held.retryAfterMs, Reasons.passwordHeldOff);
  if (!(await limiter.peek(PasswordLimits.perAccount, attempt.account)).allowed) {
    const slot = await limiter.hit(PasswordLimits.whenSlowed, attempt.account);
    if (!slot.allowed) return heldOff(slot.retryAfterMs, Reasons.passwordSlowed);
  }
  if (await verify()) {
    await forgetPasswordFailures(limiter, attempt);
    return { ok: true };
  }
  await limiter.hit(PasswordLimits.perSource, source);
  await limiter.hit(PasswordLimits.perAccount, attempt.account);
  // The failure that uses up the address's allowance already says so.
  const next = await limiter.peek(PasswordLimits.perSource, source);
  return next.allowed ? { ok: false } : heldOff(next.retryAfterMs, Reasons.passwordHeldOff);
}

/** The owner proved the account (the password, or a code): its counts start again. */
export async function forgetPasswordFailures(
  limiter: RateLimiter,
  attempt: PasswordAttempt,
): Promise<void> {
  await limiter.forget(PasswordLimits.perSource, `${attempt.account}|${attempt.ip}`);
  await limiter.forget(PasswordLimits.perAccount, attempt.account);
}

/** The answer to a refused password: held off (429, with the way out), else wrong (400). */
export function passwordRefusal(
  verdict: { ok: false; heldOff?: string },
  wrongReason: string,
): Refusal {
  return verdict.heldOff
    ? new Refusal(Code.tooManyRequests, verdict.heldOff)
    : new Refusal(Code.invalid, wrongReason);
}

function heldOff(ms: number, reason: (minutes: number) => string): PasswordVerdict {
  return { ok: false, heldOff: reason(Math.max(1, Math.ceil(ms / MINUTE_MS))) };
}
