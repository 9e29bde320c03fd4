import type { ArticleListItem, ArticleSort, Page } from '@huaren/contract';
import type { SessionUser } from '../../auth/session';
import { regionColumnOf } from '../../core/site/catalog';
import { idAfter, keyAfter, pageFrom, type Paging } from '../../lib/paging';
import { createArticleListRepository, type ArticleListRow } from './article-list.repository';
import { presentArticleItem } from './article.presenter';
import type { ArticleDeps } from './deps';

export interface FeedFilter extends Paging {
  sort: ArticleSort;
  regionId?: number | undefined;
}

const keyOf: Record<ArticleSort, (row: ArticleListRow) => number[]> = {
  latest: (row) => [row.id],
  popular: (row) => [row.like_count, row.id],
};

/** The community feed and the personal lists. */
export function createArticleFeedService(deps: ArticleDeps) {
  const lists = createArticleListRepository(deps.db);

  return {
    async list(filter: FeedFilter): Promise<Page<ArticleListItem>> {
      const catalog = await deps.catalog.snapshot();
      let region: { column: ReturnType<typeof regionColumnOf>; id: number } | undefined;
      if (filter.regionId !== undefined) {
        const place = catalog.place(filter.regionId);
        // An unknown region filters nothing in (rather than everything): nothing matches it.
        if (!place) return { list: [], nextCursor: null };
        region = { column: regionColumnOf(place), id: place.id };
      }
      const after =
        filter.cursor === undefined
          ? undefined
          : filter.sort === 'latest'
            ? keyAfter(filter.cursor, 1)
            : keyAfter(filter.cursor, 2);
      const rows = await lists.listPublic({
        sort: filter.sort,
        limit: filter.pageSize + 1,
        ...(region ? { region } : {}),
        ...(after ? { after } : {}),
      });
      return pageFrom(
        rows,
        filter.pageSize,
        (r) => presentArticleItem(r, catalog),
        keyOf[filter.sort],
      );
    },

    async mine(paging: Paging, user: SessionUser): Promise<Page<ArticleListItem>> {
      const catalog = await deps.catalog.snapshot();
      const rows = await lists.listOwn(user.id, paging.pageSize + 1, idAfter(paging.cursor));
      return pageFrom(rows, paging.pageSize, (r) => presentArticleItem(r, catalog));
    },

    async liked(paging: Paging, user: SessionUser): Promise<Page<ArticleListItem>> {
      const catalog = await deps.catalog.snapshot();
      const rows = await lists.listLiked(user.id, paging.pageSize + 1, idAfter(paging.cursor));
      return pageFrom(
        rows,
        paging.pageSize,
        (r) => presentArticleItem(r, catalog),
        (r) => [r.like_id],
      );
    },
  };
}
