import type { Db } from '../../db/database';

/** Who blocked whom (decision 0034): a block stops messages both ways. */
export function createBlockRepository(db: Db) {
  return {
    async set(userId: number, blockedId: number, blocked: boolean, now: number): Promise<void> {
      if (blocked) {
        await db
          .insertInto('user_blocks')
          .values({ user_id: userId, blocked_id: blockedId, created_at: now })
          .onConflict((oc) => oc.columns(['user_id', 'blocked_id']).doNothing())
          .execute();
      } else {
        await db
          .deleteFrom('user_blocks')
          .where('user_id', '=', userId)
          .where('blocked_id', '=', blockedId)
          .execute();
      }
    },

    /** Whether `userId` blocked `otherId`, and whether `otherId` blocked `userId`. */
    async between(userId: number, otherId: number) {
      const rows = await db
        .selectFrom('user_blocks')
        .select('user_id')
        .where((eb) =>
          eb.or([
            eb.and([eb('user_id', '=', userId), eb('blocked_id', '=', otherId)]),
            eb.and([eb('user_id', '=', otherId), eb('blocked_id', '=', userId)]),
          ]),
        )
        .execute();
      return {
        byMe: rows.some((r) => r.user_id === userId),
        byOther: rows.some((r) => r.user_id === otherId),
      };
    },
  };
}
