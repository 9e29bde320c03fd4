import { SharePath } from '@huaren/contract';
import { sql } from 'kysely';
import { ARTICLES, PUBLISHED } from '../../core/content/kinds';
import { contentSitemap } from '../../core/content/sitemap.repository';
import type { Db } from '../../db/database';
import type { SitemapSection } from '../../static/sitemap';

/** The articles' part of sitemap.xml: the published ones (articles do not expire). */
export function articleSitemap(db: Db): SitemapSection {
  return contentSitemap(db, ARTICLES, SharePath.article, () => sql`articles.status = ${PUBLISHED}`);
}
