import { SharePath } from '@huaren/contract';
import { POSTS } from '../../core/content/kinds';
import { contentSitemap } from '../../core/content/sitemap.repository';
import type { Db } from '../../db/database';
import type { SitemapSection } from '../../static/sitemap';
import { listConditions } from './post-cards.repository';

/** The posts' part of sitemap.xml: the public list's conditions over a range of ids. */
export function postSitemap(db: Db, now: () => number): SitemapSection {
  return contentSitemap(db, POSTS, SharePath.post, () => listConditions({ now: now() }));
}
