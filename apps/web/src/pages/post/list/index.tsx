import type { Region } from '@huaren/contract';
import { isPostSort } from '@huaren/contract/posts/sorts';
import { useCategoriesQuery } from '../../../api/categories';
import { usePostListQuery, type PostFilter } from '../../../api/posts';
import { useRegionsQuery } from '../../../api/regions';
import { useAppNavigator } from '../../../nav/appNavigator';
import { useCurrentRegion } from '../../../api/regions';
import { parseId } from '../../../lib/url';
import { postEditPath, postListPath } from '../../../nav/paths';
import { REGION_PICKER_PATH } from '../../../nav/paths';
import { useQueryParam } from '../../../nav/useQueryParam';
import { useLocation } from 'react-router';
import { fieldsOf, useCategoryFieldsQuery } from '../../../category-fields/api';
import { FilterButton } from '../../../category-fields/FilterButton';
import {
  hasFilterParams,
  listFilterParams,
  readListFilters,
  type ListFilters,
} from '../../../category-fields/filterParams';
import { DocumentIcon } from '../../../components/icons';
import { CardFeed } from '../../../components/CardFeed';
import { PageWithAction } from '../../../components/PageWithAction';
import { PostCard } from '../../../components/post/PostCard';
import { PostFilters, type FilterValue } from '../../../components/post/PostFilters';
import { SaveSearchBar } from '../../../saved-searches/SaveSearchBar';
import type { RegionSelection } from '../../../lib/regionTree';

/**
 * Posts by category, region, keyword and sort. The filter lives in the address (?category=&
 * keyword=&sort=), so a list can be shared and back restores it; the region is the one chosen
 * on the home page (useCurrentRegion) unless the address names one, and the region button
 * names the region listed.
 */
export default function PostListPage() {
  const navigator = useAppNavigator();
  const current = useCurrentRegion();
  const regions = useRegionsQuery();
  const categories = useCategoriesQuery();
  const categoryId = parseId(useQueryParam('category')) ?? undefined;
  const regionParam = parseId(useQueryParam('region'));
  const keyword = useQueryParam('keyword') ?? undefined;
  const sortParam = useQueryParam('sort');
  const sort = isPostSort(sortParam) ? sortParam : 'latest';
  const regionId = regionParam ?? current?.regionId;
  const search = new URLSearchParams(useLocation().search);
  const allFields = useCategoryFieldsQuery();
  const fields = fieldsOf(allFields.data, categoryId);
  const hasPrice = categories.data?.find((c) => c.id === categoryId)?.hasPrice ?? false;
  // Field filters need a category; the price range is read without one only when it has prices.
  const filters: ListFilters =
    categoryId === undefined ? { fields: {} } : readListFilters(search, fields);
  if (!hasPrice) {
    delete filters.priceMin;
    delete filters.priceMax;
  }
  // An address with filters waits for the definitions that read it, rather than listing all.
  const filtersReady =
    categoryId === undefined ||
    !hasFilterParams(search) ||
    (allFields.data !== undefined && categories.data !== undefined);
  const regionName =
    regionParam === null ? currentName(current) : namedRegion(regions.data, regionParam);

  const narrowing = {
    ...(filters.priceMin !== undefined && { priceMin: filters.priceMin }),
    ...(filters.priceMax !== undefined && { priceMax: filters.priceMax }),
    ...(Object.keys(filters.fields).length > 0 && { fields: filters.fields }),
  };
  const filter: PostFilter = { categoryId, regionId, keyword, sort, ...narrowing };
  // On a first visit the list waits for the region the launch is about to store, rather than
  // asking for every region and then again for that one.
  const posts = usePostListQuery(
    filter,
    filtersReady && (regionParam !== null || current !== undefined),
  );

  // Another category has other fields: its filters start empty.
  const change = (next: FilterValue, nextFilters?: ListFilters) =>
    void navigator.redirectTo(
      postListPath(
        {
          category: next.categoryId,
          region: regionParam ?? undefined,
          keyword: next.keyword,
          sort: next.sort === 'latest' ? undefined : next.sort,
        },
        next.categoryId === categoryId ? listFilterParams(nextFilters ?? filters, fields) : {},
      ),
    );

  // The picker stores the region it returns with; a region named in the address would hide that
  // choice, so the list lets go of it first and comes back listing the stored region.
  const pickRegion = async () => {
    if (regionParam !== null) {
      await navigator.redirectTo(
        postListPath(
          { category: categoryId, keyword, sort: sort === 'latest' ? undefined : sort },
          listFilterParams(filters, fields),
        ),
      );
    }
    await navigator.navigateTo(REGION_PICKER_PATH);
  };

  return (
    <PageWithAction action={{ label: '发布信息', to: postEditPath(), testId: 'post-publish' }}>
      <PostFilters
        value={{ categoryId, keyword, sort }}
        categories={categories.data ?? []}
        regionName={regionName}
        onChange={change}
        onPickRegion={() => void pickRegion()}
        more={
          categoryId !== undefined && (
            <FilterButton
              fields={fields}
              hasPrice={hasPrice}
              value={filters}
              onApply={(next) => change({ categoryId, keyword, sort }, next)}
            />
          )
        }
      />
      {(categoryId !== undefined || keyword || regionParam !== null) && (
        <SaveSearchBar filter={{ categoryId, regionId, keyword, ...narrowing }} />
      )}
      <CardFeed
        query={posts}
        empty={{
          icon: <DocumentIcon size={28} />,
          title: keyword ? `没有找到“${keyword}”相关的信息` : '这里还没有信息',
          description: '换个分类或地区看看，或者发布第一条。',
        }}
        testId="post-list"
        card={(post) => <PostCard post={post} />}
      />
    </PageWithAction>
  );
}

/** The current region's name: 地区 until it is known, 全部地区 when the region list failed. */
function currentName(current: RegionSelection | null | undefined): string {
  if (current === undefined) return '地区';
  return current?.regionName ?? '全部地区';
}

/** The name of the region the address names: 地区 until the list is in, 未知地区 if it has none. */
function namedRegion(list: readonly Region[] | undefined, id: number): string {
  if (!list) return '地区';
  return list.find((r) => r.id === id)?.regionName ?? '未知地区';
}
