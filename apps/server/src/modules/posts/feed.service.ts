import { Code, type Page, type PostListItem, type PostSort } from '@huaren/contract';
import { Refusal } from '../../lib/envelope';
import { rowFilters, type ExtraFilters } from './fields/list-filters';
import type { ContentDeps } from '../../core/content/deps';
import { personalFeeds, regionFilter, sortKeyAfter } from '../../core/content/feed';
import { requirePublicAuthor } from '../../core/content/public-author';
import { idAfter, pageFrom, type Paging } from '../../lib/paging';
import { presentListItem } from './post.presenter';
import { createPostListRepository } from './post-list.repository';
import type { PostListRow, PublicListQuery } from './post-cards.repository';
import { RECOMMEND_LIMIT } from './rules';
import { searchKeyword } from './search/keyword';
import { lexiconOf } from './search/lexicon';

export interface ListFilter extends Paging, ExtraFilters {
  regionId?: number | undefined;
  keyword?: string | undefined;
  sort: PostSort;
  /** The caller, when they block someone (core/content/blocks.ts blockerOf). */
  blockerId?: number | undefined;
}

const keyOf: Record<PostSort, (row: PostListRow) => number[]> = {
  latest: (row) => (row.tier === undefined ? [row.id] : [row.tier, row.id]),
  replies: (row) => [row.reply_count, row.id],
  likes: (row) => [row.like_count, row.id],
};

/** The lists: public (filters, keyword, sorts), mine, liked, recommended. */
export function createFeedService(deps: ContentDeps) {
  const lists = createPostListRepository(deps.db);
  /** Cards as the catalog and the clock present them now. */
  const cards = async () => {
    const catalog = await deps.catalog.snapshot();
    const now = deps.now();
    return { catalog, now, present: (row: PostListRow) => presentListItem(row, catalog, now) };
  };

  return {
    async list(filter: ListFilter): Promise<Page<PostListItem>> {
      const { catalog, now, present } = await cards();
      const narrowed = rowFilters(catalog, filter);
      if ('error' in narrowed) throw new Refusal(Code.invalid, narrowed.error);
      const region = regionFilter(catalog, filter.regionId);
      if (!region.ok) return { list: [], nextCursor: null };
      // A keyword with no letter or digit searches for nothing: the list without a keyword.
      const keyword = searchKeyword(filter.keyword ?? '', lexiconOf(catalog.searchWords));
      const tiered = filter.sort === 'latest' && keyword?.expanded != null;
      const after = sortKeyAfter(filter.cursor, filter.sort !== 'latest' || tiered);
      const query: PublicListQuery = {
        now,
        sort: filter.sort,
        limit: filter.pageSize + 1,
        ...narrowed.filters,
        ...(filter.categoryId !== undefined ? { categoryId: filter.categoryId } : {}),
        ...(region.region ? { region: region.region } : {}),
        ...(after ? { after } : {}),
        ...(filter.blockerId !== undefined ? { blockerId: filter.blockerId } : {}),
      };
      if (keyword) query.keyword = keyword;
      const rows = await lists.listPublic(query);
      return pageFrom(rows, filter.pageSize, present, keyOf[filter.sort]);
    },

    ...personalFeeds(lists, async () => (await cards()).present),

    /** A user's public page's posts (decision 0037); 404 for an unknown or banned user. */
    async byAuthor(input: Paging & { userId: number }): Promise<Page<PostListItem>> {
      await requirePublicAuthor(deps.db, input.userId);
      const { now, present } = await cards();
      const rows = await lists.listByAuthor(
        input.userId,
        now,
        input.pageSize + 1,
        idAfter(input.cursor),
      );
      return pageFrom(rows, input.pageSize, present);
    },

    async recommended(
      regionId: number | undefined,
      blockerId: number | undefined,
    ): Promise<{ list: PostListItem[] }> {
      const { catalog, now, present } = await cards();
      const region = regionFilter(catalog, regionId);
      if (!region.ok) return { list: [] };
      const rows = await lists.listRecommended({
        now,
        limit: RECOMMEND_LIMIT,
        ...(region.region ? { region: region.region } : {}),
        ...(blockerId !== undefined ? { blockerId } : {}),
      });
      return { list: rows.map(present) };
    },
  };
}

export type FeedService = ReturnType<typeof createFeedService>;
