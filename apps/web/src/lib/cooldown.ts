import { VCODE_RESEND_SECONDS } from '@huaren/contract';

/**
 * The resend countdown of the code buttons (spec section 9: 60 s). Kept per target (the e-mail
 * or phone a code went to) for the whole visit, as the server counts it: leaving the page and
 * coming back does not re-enable the button early, and a code for another target is not held
 * up. Deadlines rather than counters, so a phone that suspends the page stays right.
 */

/** A server's `resendAfter` longer than this is taken as garbage. */
const MAX_SECONDS = 3600;

const deadlines = new Map<string, number>();

/** Seconds to wait: the spec's 60, or longer when the server asks for it. */
export function cooldownSeconds(resendAfter: number | undefined): number {
  const server =
    typeof resendAfter === 'number' && Number.isFinite(resendAfter) && resendAfter > 0
      ? Math.min(Math.ceil(resendAfter), MAX_SECONDS)
      : 0;
  return Math.max(VCODE_RESEND_SECONDS, server);
}

/** Whole seconds until `deadline`, never below zero. */
export function secondsUntil(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

export function startCooldown(key: string, seconds: number, now: number): void {
  deadlines.set(key, now + seconds * 1000);
}

export function cooldownLeft(key: string, now: number): number {
  const deadline = deadlines.get(key);
  return deadline === undefined ? 0 : secondsUntil(deadline, now);
}

/** Whether a code went to this target during this visit ("重新获取" rather than "获取验证码"). */
export function sentBefore(key: string): boolean {
  return deadlines.has(key);
}

/** The code button's text. */
export function vcodeButtonLabel(left: number, sentBefore: boolean): string {
  if (left > 0) return `${left} 秒后重发`;
  return sentBefore ? '重新获取' : '获取验证码';
}
