import type { ArticleListItem, ArticleSort, Page } from '@huaren/contract';
import type { ContentDeps } from '../../core/content/deps';
import { personalFeeds, regionFilter, sortKeyAfter } from '../../core/content/feed';
import { requirePublicAuthor } from '../../core/content/public-author';
import { idAfter, pageFrom, type Paging } from '../../lib/paging';
import { createArticleListRepository, type ArticleListRow } from './article-list.repository';
import { presentArticleItem } from './article.presenter';

export interface FeedFilter extends Paging {
  sort: ArticleSort;
  regionId?: number | undefined;
  /** The caller, when they block someone (core/content/blocks.ts blockerOf). */
  blockerId?: number | undefined;
}

const keyOf: Record<ArticleSort, (row: ArticleListRow) => number[]> = {
  latest: (row) => [row.id],
  popular: (row) => [row.like_count, row.id],
};

/** The community feed and the personal lists. */
export function createArticleFeedService(deps: ContentDeps) {
  const lists = createArticleListRepository(deps.db);
  const cards = async () => {
    const catalog = await deps.catalog.snapshot();
    return { catalog, present: (row: ArticleListRow) => presentArticleItem(row, catalog) };
  };

  return {
    async list(filter: FeedFilter): Promise<Page<ArticleListItem>> {
      const { catalog, present } = await cards();
      const region = regionFilter(catalog, filter.regionId);
      if (!region.ok) return { list: [], nextCursor: null };
      const after = sortKeyAfter(filter.cursor, filter.sort !== 'latest');
      const rows = await lists.listPublic({
        sort: filter.sort,
        limit: filter.pageSize + 1,
        ...(region.region ? { region: region.region } : {}),
        ...(after ? { after } : {}),
        blockerId: filter.blockerId,
      });
      return pageFrom(rows, filter.pageSize, present, keyOf[filter.sort]);
    },

    ...personalFeeds(lists, async () => (await cards()).present),

    /** A user's public page's articles (decision 0037); 404 for an unknown or banned user. */
    async byAuthor(input: Paging & { userId: number }): Promise<Page<ArticleListItem>> {
      await requirePublicAuthor(deps.db, input.userId);
      const { present } = await cards();
      const rows = await lists.listByAuthor(
        input.userId,
        input.pageSize + 1,
        idAfter(input.cursor),
      );
      return pageFrom(rows, input.pageSize, present);
    },
  };
}
