import type { Db } from '../db/database';
import { purgeRows } from '../db/purge';

export function createRateLimitRepository(db: Db) {
  return {
    /**
     * Counts one hit on `key` and answers the count and the end of its window, in one statement
     * so that concurrent hits on several instances cannot lose a count. A window starts at the
     * key's first hit and lasts `windowMs`; the first hit after it ends starts a new one.
     */
    hit(key: string, now: number, windowMs: number) {
      return db
        .insertInto('rate_limits')
        .values({ key, window_start: now, expires_at: now + windowMs, count: 1 })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet((eb) => {
            const over = eb('rate_limits.expires_at', '<=', now);
            return {
              window_start: eb
                .case()
                .when(over)
                .then(now)
                .else(eb.ref('rate_limits.window_start'))
                .end(),
              expires_at: eb
                .case()
                .when(over)
                .then(now + windowMs)
                .else(eb.ref('rate_limits.expires_at'))
                .end(),
              count: eb
                .case()
                .when(over)
                .then(1)
                .else(eb('rate_limits.count', '+', 1))
                .end(),
            };
          }),
        )
        .returning(['count', 'expires_at'])
        .executeTakeFirstOrThrow();
    },

    /** The count of `key`'s window, or 0 when it has none or its window has ended. */
    async count(key: string, now: number) {
      const row = await db
        .selectFrom('rate_limits')
        .select(['count', 'expires_at'])
        .where('key', '=', key)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return row ?? { count: 0, expires_at: now };
    },

    async forget(key: string): Promise<void> {
      await db.deleteFrom('rate_limits').where('key', '=', key).execute();
    },

    purgeExpired: (now: number) => purgeRows(db, 'rate_limits', 'expires_at', '<=', now),
  };
}

export type RateLimitRepository = ReturnType<typeof createRateLimitRepository>;
