import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { keysetPage } from '../../db/keyset';
import type { NotificationTable } from '../../db/schema';
import { notBlockedBy } from '../content/block.repository';
import type { ContentKind } from '../content/kinds';

export type NewNotification = Pick<
  NotificationTable,
  'user_id' | 'type' | 'verb' | 'item_type' | 'item_id' | 'entry_id' | 'actor_id' | 'detail'
> & { at: number; in_app?: number; actor_count?: number };

/** Whether the users in columns `a` and `b` have blocked one another, either way (decision 0034). */
export const blockedEitherWay = (a: string, b: string) =>
  sql<boolean>`exists (select 1 from user_blocks ub where (ub.user_id = ${sql.ref(a)} and ub.blocked_id = ${sql.ref(b)}) or (ub.user_id = ${sql.ref(b)} and ub.blocked_id = ${sql.ref(a)}))`;

/** A notice just written or moved up, as the push after it needs it. */
export type WrittenNotice = Pick<NotificationTable, 'user_id' | 'type'> & { id: number };

/** Notices and what a reader's list needs to tell whether each still leads somewhere. */
export function createNotificationRepository(db: Db) {
  const listing = () =>
    db
      .selectFrom('notifications as n')
      .leftJoin('users as actor', 'actor.id', 'n.actor_id')
      .leftJoin('posts as p', (j) =>
        j.onRef('p.id', '=', 'n.item_id').on('n.item_type', '=', 'post'),
      )
      .leftJoin('articles as a', (j) =>
        j.onRef('a.id', '=', 'n.item_id').on('n.item_type', '=', 'article'),
      )
      .leftJoin('post_replies as r', (j) =>
        j.onRef('r.id', '=', 'n.entry_id').on('n.item_type', '=', 'post'),
      )
      .leftJoin('article_comments as c', (j) =>
        j.onRef('c.id', '=', 'n.entry_id').on('n.item_type', '=', 'article'),
      )
      // A message notice's reader in the conversation: whether they have read it since.
      .leftJoin('conversation_members as cm', (j) =>
        j
          .onRef('cm.conversation_id', '=', 'n.item_id')
          .onRef('cm.user_id', '=', 'n.user_id')
          .on('n.item_type', '=', 'conversation'),
      )
      .select([
        'n.id',
        'n.user_id',
        'n.type',
        'n.verb',
        'n.item_type',
        'n.item_id',
        'n.entry_id',
        'n.actor_id',
        'n.actor_count',
        'n.detail',
        'n.read_at',
        'n.updated_at',
        'actor.nick_name as actor_nick_name',
        'p.title as post_title',
        'p.status as post_status',
        'p.user_id as post_user_id',
        'p.expires_at as post_expires_at',
        'a.title as article_title',
        'a.status as article_status',
        'a.user_id as article_user_id',
        'r.hidden as reply_hidden',
        'c.hidden as comment_hidden',
        'c.status as comment_status',
        'cm.last_read_id as message_read_id',
        'cm.cleared_id as message_cleared_id',
        'cm.muted as message_muted',
        // 1: the reader and the sender of a message notice have blocked one another since.
        (eb) =>
          eb
            .case()
            .when(
              eb.and([
                eb('n.item_type', '=', 'conversation'),
                blockedEitherWay('n.user_id', 'n.actor_id'),
              ]),
            )
            .then(1)
            .else(0)
            .end()
            .as('message_blocked'),
      ]);

  return {
    /** Where a reader's digest goes (null: no e-mail on the account). */
    recipient(userId: number) {
      return db
        .selectFrom('users')
        .select(['email', 'nick_name'])
        .where('id', '=', userId)
        .executeTakeFirst();
    },

    /** The item's author. */
    async authorOf(kind: ContentKind, itemId: number): Promise<number | undefined> {
      const { rows } = await sql<{ author: number }>`select user_id as author
        from ${sql.table(kind.table)} where id = ${itemId}`.execute(db);
      return rows[0]?.author;
    },

    /** The item's author, while `userId` still likes it. */
    async authorIfLiked(kind: ContentKind, itemId: number, userId: number) {
      const item = sql.ref(kind.idColumn);
      const { rows } = await sql<{ author: number }>`select i.user_id as author
        from ${sql.table(kind.likes)} l join ${sql.table(kind.table)} i on i.id = l.${item}
        where l.${item} = ${itemId} and l.user_id = ${userId}`.execute(db);
      return rows[0]?.author;
    },

    /** Writes the notices; answers what was written (for the push that follows). */
    async insert(rows: readonly NewNotification[]): Promise<WrittenNotice[]> {
      if (rows.length === 0) return [];
      return db
        .insertInto('notifications')
        .values(
          rows.map(({ at, ...row }) => ({ ...row, since: at, created_at: at, updated_at: at })),
        )
        .returning(['id', 'user_id', 'type'])
        .execute();
    },

    /**
     * One unread notice per liked item: the first like inserts it, each later one moves it to the
     * top with the latest liker and the count of others' likes since the notice began (the
     * unique index on unread group keys makes parallel likes meet on one row).
     */
    async groupLike(
      kind: ContentKind,
      notice: NewNotification,
      groupKey: string,
    ): Promise<WrittenNotice[]> {
      await db
        .insertInto('notifications')
        .values({
          ...omitAt(notice),
          group_key: groupKey,
          since: notice.at,
          created_at: notice.at,
          updated_at: notice.at,
        })
        .onConflict((oc) => oc.column('group_key').where('read_at', 'is', null).doNothing())
        .execute();
      const likes = sql.table(kind.likes);
      return db
        .updateTable('notifications')
        .set({
          actor_id: notice.actor_id,
          updated_at: notice.at,
          actor_count: sql<number>`(select count(*) from ${likes} l
            where l.${sql.ref(kind.idColumn)} = ${notice.item_id}
              and l.created_at >= notifications.since and l.user_id <> ${notice.user_id})`,
        })
        .where('group_key', '=', groupKey)
        .where('read_at', 'is', null)
        .returning(['id', 'user_id', 'type'])
        .execute();
    },

    /** One notice with its target's state (what a push says). */
    find(id: number) {
      return listing().where('n.id', '=', id).executeTakeFirst();
    },

    /**
     * Latest activity first, `limit` rows after the (updated_at, id) key, with their targets'
     * state; none from someone the reader blocked (decision 0042).
     */
    list(userId: number, limit: number, after?: readonly [number, number]) {
      const mine = listing()
        .where('n.user_id', '=', userId)
        .where('n.in_app', '=', 1)
        .where(notBlockedBy(userId, { column: 'n.actor_id' }));
      const order = [
        ['n.updated_at', 'desc'],
        ['n.id', 'desc'],
      ] as const;
      return keysetPage(mine, order, limit, after).execute();
    },

    /** Readers with notices the digest has not considered, created before `before`. */
    async undigestedReaders(before: number): Promise<number[]> {
      const rows = await db
        .selectFrom('notifications')
        .select('user_id')
        .distinct()
        .where('digested', '=', 0)
        .where('created_at', '<', before)
        .execute();
      return rows.map((r) => r.user_id);
    },

    /** One reader's notices the digest has not considered, oldest first. */
    undigested(userId: number, before: number) {
      return listing()
        .where('n.user_id', '=', userId)
        .where('n.digested', '=', 0)
        .where('n.created_at', '<', before)
        .orderBy('n.id')
        .execute();
    },

    async markDigested(trx: Db, ids: readonly number[]): Promise<void> {
      if (ids.length === 0) return;
      await trx.updateTable('notifications').set({ digested: 1 }).where('id', 'in', ids).execute();
    },

    async unreadCount(userId: number): Promise<number> {
      const row = await db
        .selectFrom('notifications')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('user_id', '=', userId)
        .where('read_at', 'is', null)
        .where('in_app', '=', 1)
        .where(notBlockedBy(userId, { column: 'notifications.actor_id' }))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /**
     * Marks the user's own notices read: `ids` (others' ids match no row of theirs) or all. A
     * read like group leaves the unique index (unread rows only), so the next like starts anew.
     */
    async markRead(userId: number, ids: readonly number[] | 'all', now: number): Promise<void> {
      let query = db
        .updateTable('notifications')
        .set({ read_at: now })
        .where('user_id', '=', userId)
        .where('read_at', 'is', null);
      if (ids !== 'all') query = query.where('id', 'in', ids);
      await query.execute();
    },
  };
}

function omitAt({ at: _at, ...rest }: NewNotification) {
  return rest;
}

export type NotificationRow = Awaited<
  ReturnType<ReturnType<typeof createNotificationRepository>['list']>
>[number];
