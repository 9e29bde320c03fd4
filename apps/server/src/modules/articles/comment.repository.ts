import { sql, type Insertable, type Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { ArticleCommentTable } from '../../db/schema';
import type { ThreadTable } from '../../core/content/thread-visibility';

export type CommentRow = Selectable<ArticleCommentTable> & {
  author_nick_name: string;
  reply_to_nick_name: string | null;
  /** The author of the article it is under: they may delete it too. */
  article_user_id: number;
};
export type MyCommentRow = CommentRow & { article_title: string };

const VISIBLE = 'published';

/** Comments as setThreadHidden moves them: a deleted comment stays deleted. */
export const COMMENT_THREAD: ThreadTable = {
  table: 'article_comments',
  owner: 'articles',
  ownerKey: 'article_id',
  count: 'comment_count',
  alive: sql<boolean>`status = ${sql.lit(VISIBLE)}`,
};

export function createCommentRepository(db: Db) {
  const withNames = () =>
    db
      .selectFrom('article_comments')
      .innerJoin('users as author', 'author.id', 'article_comments.user_id')
      .leftJoin('users as answered', 'answered.id', 'article_comments.reply_to_user_id')
      .innerJoin('articles', 'articles.id', 'article_comments.article_id')
      .selectAll('article_comments')
      .select([
        'author.nick_name as author_nick_name',
        'answered.nick_name as reply_to_nick_name',
        'articles.user_id as article_user_id',
      ]);

  return {
    /** A comment nobody deleted or hid. */
    find(id: number): Promise<CommentRow | undefined> {
      return withNames()
        .where('article_comments.id', '=', id)
        .where('article_comments.status', '=', VISIBLE)
        .where('article_comments.hidden', '=', 0)
        .executeTakeFirst();
    },

    /** Inserts the comment and moves the article's count (and the parent's), in the caller's transaction. */
    async insert(
      values: Omit<Insertable<ArticleCommentTable>, 'status'>,
      trx: Db,
    ): Promise<number> {
      const row = await trx
        .insertInto('article_comments')
        .values({ ...values, status: VISIBLE })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('articles')
        .set((eb) => ({ comment_count: eb('comment_count', '+', 1) }))
        .where('id', '=', values.article_id)
        .execute();
      if (values.parent_id != null) {
        await trx
          .updateTable('article_comments')
          .set((eb) => ({ child_count: eb('child_count', '+', 1) }))
          .where('id', '=', values.parent_id)
          .execute();
      }
      return row.id;
    },

    /**
     * Soft-deletes a comment and, for a top-level one, its replies; the counts drop by the rows
     * this call changed, so a delete racing another never counts a comment twice.
     */
    remove(comment: { id: number; article_id: number; parent_id: number | null }): Promise<void> {
      return db.transaction().execute(async (trx) => {
        const gone = await trx
          .updateTable('article_comments')
          .set({ status: 'deleted' })
          .where('status', '=', VISIBLE)
          .where((eb) =>
            comment.parent_id === null
              ? eb.or([eb('id', '=', comment.id), eb('parent_id', '=', comment.id)])
              : eb('id', '=', comment.id),
          )
          .returning('id')
          .execute();
        if (gone.length === 0) return;
        await trx
          .updateTable('articles')
          .set((eb) => ({ comment_count: eb('comment_count', '-', gone.length) }))
          .where('id', '=', comment.article_id)
          .execute();
        if (comment.parent_id !== null) {
          await trx
            .updateTable('article_comments')
            .set((eb) => ({ child_count: eb('child_count', '-', 1) }))
            .where('id', '=', comment.parent_id)
            .execute();
        }
      });
    },

    /** An article's top-level comments, newest first. */
    listTop(articleId: number, limit: number, beforeId?: number): Promise<CommentRow[]> {
      let query = withNames()
        .where('article_comments.article_id', '=', articleId)
        .where('article_comments.parent_id', 'is', null)
        .where('article_comments.status', '=', VISIBLE)
        .where('article_comments.hidden', '=', 0);
      if (beforeId !== undefined) query = query.where('article_comments.id', '<', beforeId);
      return query.orderBy('article_comments.id', 'desc').limit(limit).execute();
    },

    /** One comment's replies, oldest first. */
    listChildren(parentId: number, limit: number, afterId?: number): Promise<CommentRow[]> {
      let query = withNames()
        .where('article_comments.parent_id', '=', parentId)
        .where('article_comments.status', '=', VISIBLE)
        .where('article_comments.hidden', '=', 0);
      if (afterId !== undefined) query = query.where('article_comments.id', '>', afterId);
      return query.orderBy('article_comments.id', 'asc').limit(limit).execute();
    },

    /** The first `perParent` replies of each comment that has any: one index range each. */
    async previewChildren(
      parents: readonly { id: number; child_count: number }[],
      perParent: number,
    ): Promise<Map<number, CommentRow[]>> {
      const withChildren = parents.filter((p) => p.child_count > 0);
      const lists = await Promise.all(withChildren.map((p) => this.listChildren(p.id, perParent)));
      return new Map(withChildren.map((p, i) => [p.id, lists[i]!]));
    },

    /** Comments the user wrote, newest first, under articles that are not deleted. */
    listMine(userId: number, limit: number, beforeId?: number): Promise<MyCommentRow[]> {
      let query = withNames()
        .select('articles.title as article_title')
        .where('article_comments.user_id', '=', userId)
        .where('article_comments.status', '=', VISIBLE)
        .where('article_comments.hidden', '=', 0)
        .where('articles.status', '<>', 'deleted');
      if (beforeId !== undefined) query = query.where('article_comments.id', '<', beforeId);
      return query.orderBy('article_comments.id', 'desc').limit(limit).execute();
    },
  };
}
