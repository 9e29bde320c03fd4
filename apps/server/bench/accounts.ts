import type { FastifyInstance } from 'fastify';
import { SESSION_TTL_MS } from '../src/auth/session';
import { createSessionRepository } from '../src/auth/session.repository';
import { hashSessionToken, newSessionToken } from '../src/auth/token';
import { DAY_MS } from '../src/lib/clock';

/** `count` accounts registered a week ago (past the new-account limits), straight into the table. */
export async function insertUsers(
  app: FastifyInstance,
  count: number,
  tag: string,
): Promise<number[]> {
  const ids: number[] = [];
  const weekAgo = Date.now() - 7 * DAY_MS;
  for (let first = 0; first < count; first += 500) {
    const rows = Array.from({ length: Math.min(500, count - first) }, (_, i) => ({
      nick_name: `${tag}${first + i}`,
      email: `${tag}${first + i}@example.com`,
      phone: null,
      wechat: null,
      password_hash: 'scrypt$unusable',
      created_at: weekAgo,
      updated_at: weekAgo,
    }));
    for (const r of await app.db.insertInto('users').values(rows).returning('id').execute()) {
      ids.push(r.id);
    }
  }
  return ids;
}

/** A live session of the user: its token. */
export async function sessionOf(app: FastifyInstance, userId: number): Promise<string> {
  const token = newSessionToken();
  const now = Date.now();
  await createSessionRepository(app.db).insert({
    tokenHash: hashSessionToken(token),
    userId,
    now,
    expiresAt: now + SESSION_TTL_MS,
    ip: '127.0.0.1',
    device: 'bench',
  });
  return token;
}
