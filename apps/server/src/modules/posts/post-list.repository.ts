import { likedItems, ownItems, sortedPage } from '../../core/content/feed.repository';
import { POSTS, PUBLISHED } from '../../core/content/kinds';
import type { Db } from '../../db/database';
import { preparedQuery } from '../../lib/prepared-query';
import {
  SORT_KEY,
  cardsOf,
  listConditions,
  type PostListRow,
  type PublicListQuery,
} from './post-cards.repository';
import {
  createKeywordListRepository,
  type KeywordListOptions,
} from './search/keyword-list.repository';

export function createPostListRepository(db: Db, options: KeywordListOptions = {}) {
  const cards = () => cardsOf(db);
  const keywordLists = createKeywordListRepository(db, options);
  const publicPage = (q: PublicListQuery) => {
    const count = q.sort === 'latest' ? null : SORT_KEY[q.sort];
    return sortedPage(cards().where(listConditions(q)), POSTS, count, q.limit, q.after);
  };
  const preparedPage = preparedQuery(db, publicPage);

  return {
    /**
     * Published, unexpired posts, walking one index down (see the posts migration). A page without
     * field filters or a blocker is compiled once per shape (lib/prepared-query.ts): their
     * conditions take numbers apart (a field's definition, a user reference).
     */
    listPublic(q: PublicListQuery): Promise<PostListRow[]> {
      if (q.keyword) return keywordLists.listByKeyword(q, q.keyword);
      if (q.fieldFilters || q.blockerId !== undefined) return publicPage(q).execute();
      return preparedPage(q);
    },

    /** One user's published, unexpired posts, newest first: their public page (decision 0037). */
    listByAuthor(
      userId: number,
      now: number,
      limit: number,
      beforeId?: number,
    ): Promise<PostListRow[]> {
      const after = beforeId === undefined ? undefined : [beforeId];
      const query = cards().where(listConditions({ now, userId }));
      return sortedPage(query, POSTS, null, limit, after).execute();
    },

    /** The caller's posts in every status but deleted, newest first, with their shares. */
    listOwn(userId: number, limit: number, beforeId?: number): Promise<PostListRow[]> {
      return ownItems(
        cards().select('posts.share_count'),
        POSTS,
        userId,
        limit,
        beforeId,
      ).execute();
    },

    /** Posts the user likes, most recent like first; the like's id is the cursor. */
    listLiked(
      userId: number,
      limit: number,
      beforeLikeId?: number,
    ): Promise<(PostListRow & { like_id: number })[]> {
      const joined = cards()
        .innerJoin('post_likes', 'post_likes.post_id', 'posts.id')
        .select('post_likes.id as like_id');
      return likedItems(
        joined,
        POSTS,
        userId,
        [PUBLISHED, 'expired'],
        limit,
        beforeLikeId,
      ).execute();
    },

    /**
     * Posts recommended until after now (newest recommendation first), then the newest posts with
     * images, then the newest of the rest: a region with posts never shows an empty home page.
     */
    async listRecommended(
      q: Pick<PublicListQuery, 'now' | 'region' | 'blockerId' | 'limit'>,
    ): Promise<PostListRow[]> {
      const base = () => cards().where(listConditions(q));
      const fills = [
        () =>
          base()
            .where('posts.recommended_at', 'is not', null)
            .where('posts.recommend_until', '>', q.now)
            .orderBy('posts.recommended_at', 'desc'),
        () => base().where('posts.image_count', '>', 0).orderBy('posts.id', 'desc'),
        () => base().orderBy('posts.id', 'desc'),
      ];
      const picked = new Map<number, PostListRow>();
      for (const fill of fills) {
        if (picked.size >= q.limit) break;
        for (const row of await fill().limit(q.limit).execute()) picked.set(row.id, row);
      }
      return [...picked.values()].slice(0, q.limit);
    },
  };
}

export type PostListRepository = ReturnType<typeof createPostListRepository>;
