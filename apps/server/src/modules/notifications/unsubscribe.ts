import { createHmac, timingSafeEqual } from 'node:crypto';
import { NotificationType } from '@huaren/contract';

export const UNSUBSCRIBE_PATH = '/unsubscribe';

export interface Unsubscribe {
  userId: number;
  type: NotificationType;
}

/**
 * The link in every digest e-mail that stops one kind of e-mail without logging in: the reader
 * and the kind, signed with the server's key (HMAC-SHA256), so nobody can unsubscribe someone
 * else by changing the number.
 */
export function unsubscribeLink(key: Buffer, publicUrl: string, u: Unsubscribe): string {
  const query = new URLSearchParams({ u: String(u.userId), t: u.type, s: sign(key, u) });
  return `${publicUrl}${UNSUBSCRIBE_PATH}?${query}`;
}

/** The reader and kind a link names, or null when its signature does not match. */
export function verifyUnsubscribe(key: Buffer, query: Record<string, unknown>): Unsubscribe | null {
  const userId = typeof query.u === 'string' && /^\d{1,10}$/.test(query.u) ? Number(query.u) : NaN;
  const type = NotificationType.safeParse(query.t);
  if (!Number.isSafeInteger(userId) || !type.success || typeof query.s !== 'string') return null;
  const expected = Buffer.from(sign(key, { userId, type: type.data }));
  const given = Buffer.from(query.s);
  return given.length === expected.length && timingSafeEqual(given, expected)
    ? { userId, type: type.data }
    : null;
}

function sign(key: Buffer, u: Unsubscribe): string {
  return createHmac('sha256', key).update(`unsubscribe:${u.userId}:${u.type}`).digest('base64url');
}
