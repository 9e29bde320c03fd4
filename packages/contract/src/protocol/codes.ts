/**
 * Outcome codes carried in the envelope's `code` field (DESIGN.md section 3). The HTTP status is
 * 200 whenever the server handled the request; the original client treats any other status as a
 * network failure.
 */
export const Code = {
  ok: 200,
  invalid: 400,
  /** Not logged in or session expired: the client clears its session. Never for a missing right. */
  notLoggedIn: 403,
  /** Not found, including a resource that belongs to someone else. */
  notFound: 404,
  /** `t` is outside the accepted window: the client corrects its clock offset and retries once. */
  staleTimestamp: 408,
  conflict: 409,
  accountDisabled: 423,
  tooManyRequests: 429,
  internal: 500,
} as const;

export type CodeValue = (typeof Code)[keyof typeof Code];

/** The original server also answers -1 for "not logged in"; the client treats it like 403. */
export const LEGACY_NOT_LOGGED_IN = -1;

export function isNotLoggedInCode(code: number): boolean {
  return code === Code.notLoggedIn || code === LEGACY_NOT_LOGGED_IN;
}
