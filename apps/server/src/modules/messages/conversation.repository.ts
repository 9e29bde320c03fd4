import type { Db } from '../../db/database';
import { keysetPage } from '../../db/keyset';

/**
 * Conversations as one of their two members sees them (decisions 0034, 0037): the other person,
 * the post or article, the latest message, how far each has read. Every read is by member, so a
 * conversation the caller is not in is simply not found.
 */
export function createConversationRepository(db: Db) {
  const listing = () =>
    db
      .selectFrom('conversation_members as m')
      .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
      .innerJoin('conversation_members as om', (j) =>
        j
          .onRef('om.conversation_id', '=', 'm.conversation_id')
          .onRef('om.user_id', '=', 'm.other_id'),
      )
      .innerJoin('users as o', 'o.id', 'm.other_id')
      .leftJoin('posts as p', 'p.id', 'c.post_id')
      .leftJoin('articles as a', 'a.id', 'c.article_id')
      .leftJoin('messages as lm', 'lm.id', 'c.last_message_id')
      .leftJoin('user_blocks as mine', (j) =>
        j.onRef('mine.user_id', '=', 'm.user_id').onRef('mine.blocked_id', '=', 'm.other_id'),
      )
      .leftJoin('user_blocks as theirs', (j) =>
        j.onRef('theirs.user_id', '=', 'm.other_id').onRef('theirs.blocked_id', '=', 'm.user_id'),
      )
      .select((eb) => [
        'c.id',
        'c.post_id',
        'c.article_id',
        'c.last_message_id',
        'm.user_id',
        'm.other_id',
        'm.last_read_id',
        'm.cleared_id',
        'm.muted',
        'm.last_message_at',
        'om.last_read_id as other_read_id',
        'o.nick_name as other_nick_name',
        'o.status as other_status',
        'p.title as post_title',
        'p.status as post_status',
        'p.user_id as post_user_id',
        'p.expires_at as post_expires_at',
        'p.thumb_url as post_thumb_url',
        'a.title as article_title',
        'a.status as article_status',
        'a.user_id as article_user_id',
        'a.cover_thumb_url as article_thumb_url',
        'lm.sender_id as last_sender_id',
        'lm.kind as last_kind',
        'lm.text as last_text',
        'lm.contact as last_contact',
        'lm.image as last_image',
        'lm.created_at as last_created_at',
        eb.fn.coalesce('mine.created_at', eb.lit(0)).as('blocked_at'),
        eb.fn.coalesce('theirs.created_at', eb.lit(0)).as('blocked_me_at'),
        eb
          .selectFrom('messages as u')
          .select((x) => x.fn.countAll<number>().as('n'))
          .whereRef('u.conversation_id', '=', 'm.conversation_id')
          .whereRef('u.id', '>', 'm.last_read_id')
          .whereRef('u.id', '>', 'm.cleared_id')
          .whereRef('u.sender_id', '<>', 'm.user_id')
          .as('unread_count'),
      ]);

  const member = (userId: number, conversationId: number) =>
    db
      .updateTable('conversation_members')
      .where('conversation_id', '=', conversationId)
      .where('user_id', '=', userId);

  return {
    /** The caller's conversation, or undefined when they are not one of its two. */
    find(userId: number, conversationId: number) {
      return listing()
        .where('m.user_id', '=', userId)
        .where('m.conversation_id', '=', conversationId)
        .executeTakeFirst();
    },

    /** Conversations with a message the caller has not deleted, latest message first. */
    list(userId: number, limit: number, after?: readonly [number, number]) {
      const mine = listing()
        .where('m.user_id', '=', userId)
        .where('m.last_message_at', 'is not', null)
        .whereRef('c.last_message_id', '>', 'm.cleared_id');
      const order = [
        ['m.last_message_at', 'desc'],
        ['m.conversation_id', 'desc'],
      ] as const;
      return keysetPage(mine, order, limit, after).execute();
    },

    /** The conversation's id for a pair key, creating it and its two members if new. */
    async open(
      pairKey: string,
      about: { postId: number | null; articleId: number | null },
      userId: number,
      otherId: number,
      now: number,
    ): Promise<{ id: number; created: boolean }> {
      const inserted = await db
        .insertInto('conversations')
        .values({
          pair_key: pairKey,
          post_id: about.postId,
          article_id: about.articleId,
          started_by: userId,
          created_at: now,
        })
        .onConflict((oc) => oc.column('pair_key').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (inserted) {
        await db
          .insertInto('conversation_members')
          .values([
            {
              conversation_id: inserted.id,
              user_id: userId,
              other_id: otherId,
              last_message_at: null,
            },
            {
              conversation_id: inserted.id,
              user_id: otherId,
              other_id: userId,
              last_message_at: null,
            },
          ])
          .execute();
        return { id: inserted.id, created: true };
      }
      const row = await db
        .selectFrom('conversations')
        .select('id')
        .where('pair_key', '=', pairKey)
        .executeTakeFirstOrThrow();
      return { id: row.id, created: false };
    },

    /** Records a new latest message for both members; the sender has read up to it. */
    async touch(conversationId: number, senderId: number, messageId: number, at: number) {
      await db
        .updateTable('conversations')
        .set({ last_message_id: messageId })
        .where('id', '=', conversationId)
        .execute();
      await db
        .updateTable('conversation_members')
        .set({ last_message_at: at })
        .where('conversation_id', '=', conversationId)
        .execute();
      await member(senderId, conversationId).set({ last_read_id: messageId }).execute();
    },

    /** Marks read up to `messageId` (never backwards). */
    async markRead(userId: number, conversationId: number, messageId: number) {
      await member(userId, conversationId)
        .set({ last_read_id: messageId })
        .where('last_read_id', '<', messageId)
        .execute();
    },

    /** Deletes the conversation for the member: everything up to `messageId` is gone for them. */
    async clear(userId: number, conversationId: number, messageId: number) {
      await member(userId, conversationId)
        .set({ cleared_id: messageId, last_read_id: messageId })
        .execute();
    },

    async mute(userId: number, conversationId: number, muted: boolean) {
      await member(userId, conversationId)
        .set({ muted: muted ? 1 : 0 })
        .execute();
    },
  };
}

export type ConversationRepository = ReturnType<typeof createConversationRepository>;
export type ConversationRow = NonNullable<Awaited<ReturnType<ConversationRepository['find']>>>;
