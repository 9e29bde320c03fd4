import type { FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import type { SessionUser } from '../../auth/session';
import { DAY_MS } from '../../lib/clock';

/** The UTC day a time falls on: a reader counts once per day. */
export const dayOf = (now: number) => Math.floor(now / DAY_MS);

/**
 * Who is reading, for counting a view once a day (decision 0006, "Views"): the user, or for a
 * visitor a hash of the address, the browser and the day. No address is stored, and the key of
 * the same visitor differs from one day to the next, so the table links no visits across days.
 */
export function viewReader(user: SessionUser | null, request: FastifyRequest, now: number): string {
  if (user) return `u${user.id}`;
  const agent = request.headers['user-agent'] ?? '';
  return `v${createHash('sha256')
    .update(`${request.ip}\n${agent}\n${dayOf(now)}`)
    .digest('base64url')
    .slice(0, 32)}`;
}
