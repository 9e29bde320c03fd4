import type { PushSubscriptionInput } from '@huaren/contract';
import type { Db } from '../../db/database';

/** Browsers one reader receives push in at most. */
export const PUSH_SUBSCRIPTIONS_MAX = 10;

/** The browsers readers receive Web Push in (decision 0027). */
export function createPushSubscriptionRepository(db: Db) {
  return {
    /** Keeps this browser for `userId`; an endpoint known under another reader moves to them. */
    async save(userId: number, sub: PushSubscriptionInput, now: number): Promise<void> {
      const keys = { user_id: userId, p256dh: sub.keys.p256dh, auth: sub.keys.auth };
      await db
        .insertInto('push_subscriptions')
        .values({ ...keys, endpoint: sub.endpoint, created_at: now })
        .onConflict((oc) => oc.column('endpoint').doUpdateSet(keys))
        .execute();
      // A reader's browsers beyond the newest few are dropped: each notice costs one push each.
      await db
        .deleteFrom('push_subscriptions')
        .where('user_id', '=', userId)
        .where('id', 'not in', (eb) =>
          eb
            .selectFrom('push_subscriptions')
            .select('id')
            .where('user_id', '=', userId)
            .orderBy('id', 'desc')
            .limit(PUSH_SUBSCRIPTIONS_MAX),
        )
        .execute();
    },

    /** Removes the caller's own subscription at `endpoint`; another reader's stays. */
    async remove(userId: number, endpoint: string): Promise<void> {
      await db
        .deleteFrom('push_subscriptions')
        .where('user_id', '=', userId)
        .where('endpoint', '=', endpoint)
        .execute();
    },

    /** A subscription the push service said is gone (404, 410). */
    async removeById(id: number): Promise<void> {
      await db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
    },

    find(id: number) {
      return db
        .selectFrom('push_subscriptions')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** The subscriptions of these readers. */
    ofUsers(userIds: readonly number[]) {
      if (userIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('push_subscriptions')
        .select(['id', 'user_id'])
        .where('user_id', 'in', userIds)
        .execute();
    },
  };
}
