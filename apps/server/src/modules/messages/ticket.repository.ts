import type { Db } from '../../db/database';
import { purgeRows } from '../../db/purge';

/** Single-use tickets of the message stream (decision 0036), kept by their hash. */
export function createTicketRepository(db: Db) {
  return {
    async issue(hash: string, userId: number, sessionHash: string, expiresAt: number) {
      await db
        .insertInto('stream_tickets')
        .values({ hash, user_id: userId, session_hash: sessionHash, expires_at: expiresAt })
        .execute();
    },

    /**
     * Takes the ticket: one delete, so of two requests presenting it (on any instances) only one
     * gets the row. An expired ticket is taken too, and answers nothing.
     */
    async take(hash: string, now: number) {
      const row = await db
        .deleteFrom('stream_tickets')
        .where('hash', '=', hash)
        .returning(['user_id', 'session_hash', 'expires_at'])
        .executeTakeFirst();
      return row && row.expires_at > now ? row : undefined;
    },

    purgeExpired: (now: number) => purgeRows(db, 'stream_tickets', 'expires_at', '<=', now),
  };
}
