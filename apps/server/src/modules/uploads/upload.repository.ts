import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { UploadTable } from '../../db/schema';

export type UploadRow = Selectable<UploadTable>;

export function createUploadRepository(db: Db) {
  return {
    /**
     * Records that a user uploaded an image. The same user uploading the same image again keeps
     * the first row; another user gets a row of their own (both may then use it in posts).
     */
    async record(row: Insertable<UploadTable>): Promise<void> {
      await db
        .insertInto('uploads')
        .values(row)
        .onConflict((oc) => oc.columns(['user_id', 'id']).doNothing())
        .execute();
    },

    /**
     * The images among `ids` that `userId` uploaded, in no particular order: what a post or an
     * article checks before it refers to images (an id missing from the answer is someone else's
     * or does not exist).
     */
    findOwnedImages(userId: number, ids: readonly string[]): Promise<UploadRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('uploads')
        .selectAll()
        .where('user_id', '=', userId)
        .where('id', 'in', ids)
        .execute();
    },

    /**
     * The stored images among `ids`, whoever uploaded them, one row each: an article may show
     * any upload of ours (docs/decisions/0007-article-bodies.md).
     */
    findImages(ids: readonly string[]): Promise<Pick<UploadRow, 'id' | 'width' | 'height'>[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('uploads')
        .select(['id', 'width', 'height'])
        .distinct()
        .where('id', 'in', ids)
        .execute();
    },
  };
}

export type UploadRepository = ReturnType<typeof createUploadRepository>;
