import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { ContentKind } from './kinds';
import type { VisibilityFacts } from './visibility';

export type ItemHeader = VisibilityFacts & { id: number };

export function createItemRepository(db: Db, kind: ContentKind) {
  return {
    /** Author, status (and end of life): enough to decide who may see, answer or like the item. */
    async findHeader(id: number): Promise<ItemHeader | undefined> {
      const { rows } = await sql<ItemHeader>`select id, user_id, status
          ${kind.expires ? sql`, expires_at` : sql``}
        from ${sql.table(kind.table)} where id = ${id}`.execute(db);
      return rows[0];
    },
  };
}
