import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { PostReportTable } from '../../db/schema';

export function createReportRepository(db: Db) {
  return {
    /** Throws a unique violation when the user already reported the post. */
    async insert(values: Insertable<PostReportTable>): Promise<void> {
      await db.insertInto('post_reports').values(values).execute();
    },
  };
}
