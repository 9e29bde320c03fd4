import type { Rebuild } from '../../../lib/rebuild';
import { createRebuildRepository } from './rebuild.repository';
import type { SearchIndex, StoredPost } from './search-index';

/**
 * The posts' keyword indexes at the tokenizer's version (decision 0005, "Changing the tokens"):
 * every post's entries rewritten, whatever its status; `now` decides which published posts are
 * still live. Posts written meanwhile carry the new tokens already.
 */
export function postSearchRebuild(index: SearchIndex, now: number): Rebuild<StoredPost> {
  return {
    name: 'post_search',
    version: index.tokenizer.version,
    rowsAfter: (afterId, limit, trx) => createRebuildRepository(trx).postsAfter(afterId, limit),
    rewrite: (trx, posts) => index.rewrite(trx, posts, now),
  };
}
