import { SharePath } from '@huaren/contract';
import type { Db } from '../../db/database';
import type { SitemapSection } from '../../static/sitemap';
import { listConditions } from './post-cards.repository';

/** The posts' part of sitemap.xml: the public list's conditions over a range of ids. */
export function postSitemap(db: Db, now: () => number): SitemapSection {
  return {
    name: 'posts',
    async lastId() {
      const row = await db
        .selectFrom('posts')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirst();
      return Number(row?.id ?? 0);
    },
    async entries(afterId, throughId) {
      const rows = await db
        .selectFrom('posts')
        .select(['id', 'updated_at'])
        .where(listConditions({ now: now() }))
        .where('id', '>', afterId)
        .where('id', '<=', throughId)
        .orderBy('id')
        .execute();
      return rows.map((row) => ({
        path: SharePath.post(row.id),
        updatedAt: Number(row.updated_at),
      }));
    },
  };
}
