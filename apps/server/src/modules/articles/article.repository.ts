import type { Insertable, Selectable } from 'kysely';
import { ARTICLES } from '../../core/content/kinds';
import { likedColumn } from '../../core/content/like.repository';
import type { Db } from '../../db/database';
import { insertReturningId } from '../../db/insert-returning-id';
import { batchAfter } from '../../db/keyset';
import type { ArticleStatusValue, ArticleTable } from '../../db/schema';

export type ArticleRow = Selectable<ArticleTable>;
/** An article with its author's public name and whether the viewer likes it. */
export type ArticleWithAuthor = ArticleRow & { author_nick_name: string; liked: number };
export type ArticleValues = Omit<
  Insertable<ArticleTable>,
  'id' | 'view_count' | 'comment_count' | 'like_count'
>;
/** What the owner's edit writes: the editor's columns and the time. */
export type ArticleEdit = Omit<ArticleValues, 'user_id' | 'status' | 'created_at'>;

export function createArticleRepository(db: Db) {
  /** The uploads the body shows, replaced as a whole. */
  const writeImages = async (trx: Db, articleId: number, imageIds: readonly string[]) => {
    await trx.deleteFrom('article_images').where('article_id', '=', articleId).execute();
    if (imageIds.length === 0) return;
    await trx
      .insertInto('article_images')
      .values(imageIds.map((image_id) => ({ article_id: articleId, image_id })))
      .execute();
  };

  return {
    /** Inserts the article and its images' rows, in the caller's transaction. */
    async insert(values: ArticleValues, imageIds: readonly string[], trx: Db): Promise<number> {
      const id = await insertReturningId(trx, 'articles', values);
      await writeImages(trx, id, imageIds);
      return id;
    },

    /** The owner's edit, in any status but deleted; answers whether the article was theirs. */
    edit(
      id: number,
      userId: number,
      values: ArticleEdit,
      imageIds: readonly string[],
    ): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('articles')
          .set(values)
          .where('id', '=', id)
          .where('user_id', '=', userId)
          .where('status', '<>', 'deleted')
          .returning('id')
          .executeTakeFirst();
        if (!row) return false;
        await writeImages(trx, id, imageIds);
        return true;
      });
    },

    /** Soft-deletes those of `ids` that are the user's and not deleted yet; answers their ids. */
    async markDeleted(ids: readonly number[], userId: number, now: number): Promise<number[]> {
      const rows = await db
        .updateTable('articles')
        .set({ status: 'deleted', updated_at: now })
        .where('id', 'in', ids)
        .where('user_id', '=', userId)
        .where('status', '<>', 'deleted')
        .returning('id')
        .execute();
      return rows.map((r) => r.id);
    },

    /** Moves the article from one of `from` to the new status; false when it was in none. */
    async changeStatus(
      id: number,
      change: { status: ArticleStatusValue; reason: string | null; now: number },
      from: readonly ArticleStatusValue[],
      trx: Db,
    ): Promise<boolean> {
      const row = await trx
        .updateTable('articles')
        .set({ status: change.status, status_reason: change.reason, updated_at: change.now })
        .where('id', '=', id)
        .where('status', 'in', from)
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Any status (callers decide who may see it), with whether the viewer likes it. */
    findForViewer(id: number, viewerId: number | null): Promise<ArticleWithAuthor | undefined> {
      return db
        .selectFrom('articles')
        .innerJoin('users', 'users.id', 'articles.user_id')
        .selectAll('articles')
        .select('users.nick_name as author_nick_name')
        .select(likedColumn(ARTICLES, viewerId))
        .where('articles.id', '=', id)
        .executeTakeFirst();
    },

    /** The next `limit` articles' sources after `afterId`, in id order, whatever their status. */
    bodiesAfter(afterId: number, limit: number): Promise<{ id: number; body: string }[]> {
      return batchAfter(db.selectFrom('articles').select(['id', 'body']), afterId, limit).execute();
    },

    async setBodyHtml(id: number, html: string): Promise<void> {
      await db.updateTable('articles').set({ body_html: html }).where('id', '=', id).execute();
    },
  };
}

export type ArticleRepository = ReturnType<typeof createArticleRepository>;
