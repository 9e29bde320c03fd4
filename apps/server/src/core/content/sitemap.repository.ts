import type { RawBuilder } from 'kysely';
import type { Db } from '../../db/database';
import type { SitemapSection } from '../../static/sitemap';
import type { ContentKind } from './kinds';

/**
 * A kind's part of sitemap.xml, named after its table: the items `visible` keeps (the kind's
 * public-list conditions) over a range of primary keys, so a file is one index range scan.
 */
export function contentSitemap(
  db: Db,
  kind: Pick<ContentKind, 'table'>,
  pathOf: (id: number) => string,
  visible: () => RawBuilder<boolean>,
): SitemapSection {
  return {
    name: kind.table,
    async lastId() {
      const row = await db
        .selectFrom(kind.table)
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirst();
      return Number(row?.id ?? 0);
    },
    async entries(afterId, throughId) {
      const rows = await db
        .selectFrom(kind.table)
        .select(['id', 'updated_at'])
        .where(visible())
        .where('id', '>', afterId)
        .where('id', '<=', throughId)
        .orderBy('id')
        .execute();
      return rows.map((row) => ({ path: pathOf(row.id), updatedAt: Number(row.updated_at) }));
    },
  };
}
