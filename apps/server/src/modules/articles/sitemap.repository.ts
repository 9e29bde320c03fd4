import { SharePath } from '@huaren/contract';
import { PUBLISHED } from '../../core/content/kinds';
import type { Db } from '../../db/database';
import type { SitemapSection } from '../../static/sitemap';

/** The articles' part of sitemap.xml: the published ones (articles do not expire). */
export function articleSitemap(db: Db): SitemapSection {
  return {
    name: 'articles',
    async lastId() {
      const row = await db
        .selectFrom('articles')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirst();
      return Number(row?.id ?? 0);
    },
    async entries(afterId, throughId) {
      const rows = await db
        .selectFrom('articles')
        .select(['id', 'updated_at'])
        .where('status', '=', PUBLISHED)
        .where('id', '>', afterId)
        .where('id', '<=', throughId)
        .orderBy('id')
        .execute();
      return rows.map((row) => ({
        path: SharePath.article(row.id),
        updatedAt: Number(row.updated_at),
      }));
    },
  };
}
