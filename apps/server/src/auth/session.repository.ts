import type { Db } from '../db/database';
import { purgeRows } from '../db/purge';

export interface NewSession {
  tokenHash: string;
  userId: number;
  now: number;
  expiresAt: number;
  ip: string;
  device: string;
}

export function createSessionRepository(db: Db) {
  return {
    async insert(s: NewSession): Promise<void> {
      await db
        .insertInto('sessions')
        .values({
          token_hash: s.tokenHash,
          user_id: s.userId,
          created_at: s.now,
          last_seen_at: s.now,
          expires_at: s.expiresAt,
          ip: s.ip,
          device: s.device,
        })
        .execute();
    },

    /** The live session of a token hash whose user may still log in. */
    findLive(tokenHash: string, now: number) {
      return db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select(['sessions.user_id', 'sessions.last_seen_at', 'users.role'])
        .where('sessions.token_hash', '=', tokenHash)
        .where('sessions.expires_at', '>', now)
        .where('users.status', '=', 'active')
        .executeTakeFirst();
    },

    /** Which of these token hashes are live sessions of active users (one query per 500). */
    async liveAmong(tokenHashes: readonly string[], now: number): Promise<Set<string>> {
      const live = new Set<string>();
      for (let i = 0; i < tokenHashes.length; i += 500) {
        const rows = await db
          .selectFrom('sessions')
          .innerJoin('users', 'users.id', 'sessions.user_id')
          .select('sessions.token_hash')
          .where('sessions.token_hash', 'in', tokenHashes.slice(i, i + 500))
          .where('sessions.expires_at', '>', now)
          .where('users.status', '=', 'active')
          .execute();
        for (const row of rows) live.add(row.token_hash);
      }
      return live;
    },

    /** Slides the expiry forward. */
    async touch(tokenHash: string, now: number, expiresAt: number): Promise<void> {
      await db
        .updateTable('sessions')
        .set({ last_seen_at: now, expires_at: expiresAt })
        .where('token_hash', '=', tokenHash)
        .execute();
    },

    async delete(tokenHash: string): Promise<void> {
      await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
    },

    /** Ends every session of a user, or every one but `keep` (the caller's own). */
    async deleteAllOf(userId: number, keep?: string): Promise<void> {
      let query = db.deleteFrom('sessions').where('user_id', '=', userId);
      if (keep) query = query.where('token_hash', '<>', keep);
      await query.execute();
    },

    purgeExpired: (now: number) => purgeRows(db, 'sessions', 'expires_at', '<=', now),
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
