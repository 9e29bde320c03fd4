import type { UploadedImage } from '@huaren/contract';
import type { Db } from '../../db/database';
import { hasRow } from '../../db/has-row';

/** Rows read at a time: a site with 200,000 posts is scanned without holding them all. */
const BATCH = 1000;
const DELETE_BATCH = 500;

/** The queries of the orphan cleanup (orphans.ts). */
export function createOrphanRepository(db: Db) {
  return {
    /**
     * Every image id a post (its images, whatever its status: a hidden or deleted post can come
     * back) or an article (its body's images and its cover) refers to. There are no avatars yet:
     * a feature that attaches uploads elsewhere adds its table here.
     */
    async attachedImageIds(): Promise<Set<string>> {
      const ids = new Set<string>();
      const addJson = (json: string | null) => {
        if (json === null) return;
        const parsed = JSON.parse(json) as UploadedImage | UploadedImage[];
        for (const image of Array.isArray(parsed) ? parsed : [parsed]) ids.add(image.id);
      };
      for (let after = 0; ;) {
        const rows = await db
          .selectFrom('posts')
          .select(['id', 'images'])
          .where('id', '>', after)
          .where('image_count', '>', 0)
          .orderBy('id')
          .limit(BATCH)
          .execute();
        for (const row of rows) addJson(row.images);
        if (rows.length < BATCH) break;
        after = rows[rows.length - 1]!.id;
      }
      const bodies = await db.selectFrom('article_images').select('image_id').distinct().execute();
      for (const row of bodies) ids.add(row.image_id);
      const covers = await db
        .selectFrom('articles')
        .select('cover')
        .where('cover', 'is not', null)
        .execute();
      for (const row of covers) addJson(row.cover);
      return ids;
    },

    /** Upload ids nobody uploaded at or after `cutoff`. */
    async uploadedOnlyBefore(cutoff: number): Promise<string[]> {
      const rows = await db
        .selectFrom('uploads')
        .select('id')
        .groupBy('id')
        .having((eb) => eb.fn.max('created_at'), '<', cutoff)
        .execute();
      return rows.map((row) => row.id);
    },

    /** Deletes the rows of `ids` written before `cutoff` (a newer upload of one stays). */
    async deleteRowsBefore(ids: readonly string[], cutoff: number): Promise<void> {
      for (let i = 0; i < ids.length; i += DELETE_BATCH) {
        await db
          .deleteFrom('uploads')
          .where('id', 'in', ids.slice(i, i + DELETE_BATCH))
          .where('created_at', '<', cutoff)
          .execute();
      }
    },

    async recordedIds(): Promise<Set<string>> {
      const rows = await db.selectFrom('uploads').select('id').distinct().execute();
      return new Set(rows.map((row) => row.id));
    },

    isRecorded(id: string): Promise<boolean> {
      return hasRow(db.selectFrom('uploads').select('id').where('id', '=', id));
    },
  };
}
