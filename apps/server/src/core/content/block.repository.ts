import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { hasRow } from '../../db/has-row';
import { keysetPage } from '../../db/keyset';

/** A user in a query: an id the caller knows, or the column that holds it. */
export type UserRef = number | { column: string };
const userOf = (user: UserRef) => (typeof user === 'number' ? sql`${user}` : sql.ref(user.column));

/**
 * Leaves out the rows whose writer the blocker blocked (decision 0042): checked by user_blocks'
 * indexes on each row the list's own index yields, so a keyset page stays exact and the walk
 * stays the list's.
 */
export function notBlockedBy(blocker: UserRef, writer: UserRef) {
  return sql<boolean>`not exists (select 1 from user_blocks ub
    where ub.user_id = ${userOf(blocker)} and ub.blocked_id = ${userOf(writer)})`;
}

/** Who blocked whom (decisions 0034 and 0042): no messages both ways; no content for the blocker. */
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

    /** Whether the user blocks anyone at all. */
    blocksAnyone(userId: number): Promise<boolean> {
      return hasRow(db.selectFrom('user_blocks').select('user_id').where('user_id', '=', userId));
    },

    /** Whether any of `userIds` blocked `blockedId`. */
    blockedByAny(userIds: readonly number[], blockedId: number): Promise<boolean> {
      return hasRow(
        db
          .selectFrom('user_blocks')
          .select('user_id')
          .where('user_id', 'in', userIds)
          .where('blocked_id', '=', blockedId),
      );
    },

    /** The user's blocks with the blocked users' names, latest first, after the (time, id) key. */
    list(userId: number, limit: number, after?: readonly [number, number]) {
      const query = db
        .selectFrom('user_blocks as b')
        .innerJoin('users as u', 'u.id', 'b.blocked_id')
        .select(['b.blocked_id', 'b.created_at', 'u.nick_name'])
        .where('b.user_id', '=', userId);
      const order = [
        ['b.created_at', 'desc'],
        ['b.blocked_id', 'desc'],
      ] as const;
      return keysetPage(query, order, limit, after).execute();
    },
  };
}

export type BlockRepository = ReturnType<typeof createBlockRepository>;
