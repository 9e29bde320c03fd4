import { NOTIFICATION_DEFAULTS, NotificationType, type NotificationPref } from '@huaren/contract';
import type { Db } from '../../db/database';

/** Readers' choices per kind of notice; a kind never changed has the contract's default. */
export function createPrefRepository(db: Db) {
  const rowsOf = (userIds: readonly number[]) =>
    userIds.length === 0
      ? Promise.resolve([])
      : db.selectFrom('notification_prefs').selectAll().where('user_id', 'in', userIds).execute();

  return {
    /** Every kind for one reader, in the contract's order. */
    async all(userId: number): Promise<NotificationPref[]> {
      const rows = await rowsOf([userId]);
      return NotificationType.options.map((type) => {
        const row = rows.find((r) => r.type === type);
        return row
          ? { type, inApp: row.in_app === 1, email: row.email === 1, push: row.push === 1 }
          : { type, ...NOTIFICATION_DEFAULTS[type] };
      });
    },

    /** One kind for several readers (the recipients of one event). */
    async forType(
      userIds: readonly number[],
      type: NotificationType,
    ): Promise<Map<number, NotificationPref>> {
      const rows = (await rowsOf(userIds)).filter((r) => r.type === type);
      return new Map(
        userIds.map((id) => {
          const row = rows.find((r) => r.user_id === id);
          const pref = row
            ? { inApp: row.in_app === 1, email: row.email === 1, push: row.push === 1 }
            : NOTIFICATION_DEFAULTS[type];
          return [id, { type, ...pref }];
        }),
      );
    },

    async save(userId: number, pref: NotificationPref, now: number): Promise<void> {
      const values = {
        in_app: pref.inApp ? 1 : 0,
        email: pref.email ? 1 : 0,
        push: pref.push ? 1 : 0,
        updated_at: now,
      };
      await db
        .insertInto('notification_prefs')
        .values({ user_id: userId, type: pref.type, ...values })
        .onConflict((oc) => oc.columns(['user_id', 'type']).doUpdateSet(values))
        .execute();
    },
  };
}
