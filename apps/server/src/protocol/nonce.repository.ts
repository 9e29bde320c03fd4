import type { Db } from '../db/database';
import { purgeRows } from '../db/purge';

export function createNonceRepository(db: Db) {
  return {
    /**
     * Takes the nonces that are free and answers them. Insert if absent, in one statement, so
     * racing instances cannot both win a nonce; a row that has expired (by `now`) but not yet
     * been purged is taken over rather than refused.
     */
    async claim(rows: readonly { nonce: string; expiresAt: number }[], now: number) {
      const claimed = await db
        .insertInto('request_nonces')
        .values(rows.map((r) => ({ nonce: r.nonce, expires_at: r.expiresAt })))
        .onConflict((oc) =>
          oc
            .column('nonce')
            .doUpdateSet((eb) => ({ expires_at: eb.ref('excluded.expires_at') }))
            .where('request_nonces.expires_at', '<', now),
        )
        .returning('nonce')
        .execute();
      return claimed.map((row) => row.nonce);
    },

    /** Forgets nonces whose time has passed; answers how many. */
    purgeExpired: (now: number) => purgeRows(db, 'request_nonces', 'expires_at', '<', now),
  };
}
