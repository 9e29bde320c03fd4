import type { Db } from '../db/database';

/**
 * Where used nonces are remembered. It must be shared by every server instance (a nonce seen by
 * one is refused by all), so it lives in the database; a Redis version would fit the same shape.
 */
export interface NonceStore {
  /** True if the nonce was unused and is now taken until `expiresAt`; false if it is taken. */
  claim(nonce: string, expiresAt: number, now: number): Promise<boolean>;
  /** Forgets nonces whose time has passed; answers how many. */
  purgeExpired(now: number): Promise<number>;
}

export function createSqlNonceStore(db: Db): NonceStore {
  return {
    async claim(nonce, expiresAt, now) {
      // Insert if absent in one statement, so two instances racing on one nonce cannot both win.
      // A row that has expired but not yet been purged is taken over rather than refused.
      const result = await db
        .insertInto('request_nonces')
        .values({ nonce, expires_at: expiresAt })
        .onConflict((oc) =>
          oc
            .column('nonce')
            .doUpdateSet({ expires_at: expiresAt })
            .where('request_nonces.expires_at', '<', now),
        )
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },

    async purgeExpired(now) {
      const result = await db
        .deleteFrom('request_nonces')
        .where('expires_at', '<', now)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
