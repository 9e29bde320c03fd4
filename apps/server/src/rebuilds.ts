import type { Db } from './db/database';
import { bindRebuild, type BoundRebuild } from './lib/rebuild';
import { articleHtmlRebuild } from './modules/articles/body/rebuild';
import type { ImageIdOf } from './modules/articles/body/render';
import { searchIndexOf } from './modules/posts/search/create-search-index';
import { postSearchRebuild } from './modules/posts/search/rebuild';

/**
 * Every kind of data the server derives and stores (lib/rebuild.ts), in the order a start or
 * `npm run rebuild` brings them to the running code's version: the posts' search entries
 * (decision 0005), then the articles' HTML (decision 0007).
 */
export function derivedData(
  db: Db,
  { now, imageIdOf }: { now: number; imageIdOf: ImageIdOf },
): BoundRebuild[] {
  return [
    bindRebuild(db, postSearchRebuild(searchIndexOf(db), now)),
    bindRebuild(db, articleHtmlRebuild(imageIdOf)),
  ];
}
