import type { Db } from '../../db/database';

/** What only comments have: their writers (and the article's author) delete them. */
export function createCommentRepository(db: Db) {
  return {
    /**
     * Soft-deletes a comment and, for a top-level one, its replies; the counts drop by the rows
     * this call changed, so a delete racing another never counts a comment twice.
     */
    remove(comment: { id: number; item_id: number; parent_id: number | null }): Promise<void> {
      return db.transaction().execute(async (trx) => {
        const gone = await trx
          .updateTable('article_comments')
          .set({ status: 'deleted' })
          .where('status', '=', 'published')
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
          .where('id', '=', comment.item_id)
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
  };
}
