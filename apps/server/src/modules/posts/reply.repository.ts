import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { PostReplyTable } from '../../db/schema';

export type ReplyRow = Selectable<PostReplyTable> & {
  author_nick_name: string;
  reply_to_nick_name: string | null;
};
export type MyReplyRow = ReplyRow & { post_title: string };

export function createReplyRepository(db: Db) {
  const withNames = (trx: Db = db) =>
    trx
      .selectFrom('post_replies')
      .innerJoin('users as author', 'author.id', 'post_replies.user_id')
      .leftJoin('users as answered', 'answered.id', 'post_replies.reply_to_user_id')
      .selectAll('post_replies')
      .select(['author.nick_name as author_nick_name', 'answered.nick_name as reply_to_nick_name']);

  return {
    find(id: number, trx: Db = db): Promise<ReplyRow | undefined> {
      return withNames(trx).where('post_replies.id', '=', id).executeTakeFirst();
    },

    /** Inserts the reply and moves the post's count (and the parent's), in the caller's transaction. */
    async insert(values: Insertable<PostReplyTable>, trx: Db): Promise<number> {
      const row = await trx
        .insertInto('post_replies')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('posts')
        .set((eb) => ({ reply_count: eb('reply_count', '+', 1) }))
        .where('id', '=', values.post_id)
        .execute();
      if (values.parent_id != null) {
        await trx
          .updateTable('post_replies')
          .set((eb) => ({ child_count: eb('child_count', '+', 1) }))
          .where('id', '=', values.parent_id)
          .execute();
      }
      return row.id;
    },

    /** A post's top-level replies, newest first; hidden ones (and so their children) left out. */
    listTop(postId: number, limit: number, beforeId?: number): Promise<ReplyRow[]> {
      let query = withNames()
        .where('post_replies.post_id', '=', postId)
        .where('post_replies.parent_id', 'is', null)
        .where('post_replies.hidden', '=', 0);
      if (beforeId !== undefined) query = query.where('post_replies.id', '<', beforeId);
      return query.orderBy('post_replies.id', 'desc').limit(limit).execute();
    },

    /** One reply's children, oldest first. */
    listChildren(parentId: number, limit: number, afterId?: number): Promise<ReplyRow[]> {
      let query = withNames()
        .where('post_replies.parent_id', '=', parentId)
        .where('post_replies.hidden', '=', 0);
      if (afterId !== undefined) query = query.where('post_replies.id', '>', afterId);
      return query.orderBy('post_replies.id', 'asc').limit(limit).execute();
    },

    /**
     * The first `perParent` children of each parent, oldest first: one query per parent, each
     * an index range (a page has at most MAX_PAGE_SIZE parents, most with no children at all).
     */
    async previewChildren(
      parents: readonly { id: number; child_count: number }[],
      perParent: number,
    ): Promise<Map<number, ReplyRow[]>> {
      const withChildren = parents.filter((p) => p.child_count > 0);
      const lists = await Promise.all(withChildren.map((p) => this.listChildren(p.id, perParent)));
      return new Map(withChildren.map((p, i) => [p.id, lists[i]!]));
    },

    /** Replies a user wrote (`user_id`) or received (`recipient_id`), newest first, on live posts. */
    listFor(
      column: 'user_id' | 'recipient_id',
      userId: number,
      limit: number,
      beforeId?: number,
    ): Promise<MyReplyRow[]> {
      let query = withNames()
        .innerJoin('posts', 'posts.id', 'post_replies.post_id')
        .select('posts.title as post_title')
        .where(`post_replies.${column}`, '=', userId)
        .where('post_replies.hidden', '=', 0)
        .where('posts.status', '<>', 'deleted');
      // Received: others' replies only, never one's own answer in one's own thread.
      if (column === 'recipient_id') query = query.where('post_replies.user_id', '<>', userId);
      if (beforeId !== undefined) query = query.where('post_replies.id', '<', beforeId);
      return query.orderBy('post_replies.id', 'desc').limit(limit).execute();
    },
  };
}

export type ReplyRepository = ReturnType<typeof createReplyRepository>;
