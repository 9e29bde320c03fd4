import { VCODE_RESEND_SECONDS } from '@huaren/contract';
import { DAY_MS, MINUTE_MS } from '../../lib/clock';
import type { Limit } from '../../limits/rate-limiter';

/**
 * The account rules of issue 3, in one place. Figures from Discourse, GitLab, Mastodon, Twilio
 * Verify and OWASP ASVS; where we chose a figure the issue did not give, the comment says why.
 */

export const VCODE_TTL_MS = 10 * MINUTE_MS;
/** Tries per code, the right one included: the 6th attempt is refused even with the right code. */
export const VCODE_MAX_ATTEMPTS = 5;

/** Login logs older than this are purged: long enough to notice a stranger's login. */
export const LOGIN_LOG_RETENTION_MS = 180 * DAY_MS;

/**
 * Wrong passwords (docs/decisions/0011-login-lockout.md), counted for an account whether it
 * exists or not, so that a held-off account and an unknown one answer alike.
 */
export const PasswordLimits = {
  /** From one address: after 10 in 15 minutes, that address waits out the 15 minutes. */
  perSource: { name: 'password-source', max: 10, windowMs: 15 * MINUTE_MS },
  /** From every address: after 30 in a day, the account is slowed for the rest of the day ... */
  perAccount: { name: 'password-account', max: 30, windowMs: DAY_MS },
  /** ... to one password attempt per 10 minutes, whoever makes it. */
  whenSlowed: { name: 'password-slowed', max: 1, windowMs: 10 * MINUTE_MS },
} as const satisfies Record<string, Limit>;

export const Limits = {
  /** Every login attempt from one IP, right or wrong. */
  loginPerIp: { name: 'login-ip', max: 6, windowMs: MINUTE_MS },
  /** One code per target per minute, whatever its purpose (the screens count down 60 s). */
  vcodePerTarget: { name: 'vcode-target', max: 1, windowMs: VCODE_RESEND_SECONDS * 1000 },
  /** SMS cost real money and are what "SMS pumping" fraud farms: 5 a day per phone. */
  smsPerPhone: { name: 'sms-phone-day', max: 5, windowMs: DAY_MS },
  /**
   * Our choice: 10 a day per e-mail. Mail costs nothing, but each code gives 5 guesses, so the
   * daily cap is also what bounds guessing (50 of a million a day).
   */
  emailPerAddress: { name: 'email-day', max: 10, windowMs: DAY_MS },
  /**
   * Our choice: 20 codes a day per IP, over every target. Enough for a household or an office
   * behind one address; a pumping script rotating numbers stops after 20.
   */
  vcodePerIp: { name: 'vcode-ip-day', max: 20, windowMs: DAY_MS },
} as const satisfies Record<string, Limit>;
