import {
  Code,
  fieldFilterText,
  formatPrice,
  PostFilter,
  REGION_PATH_SEPARATOR,
  SAVED_SEARCH_MAX,
  type SavedSearch,
} from '@huaren/contract';
import type { SessionUser } from '../../../auth/session';
import type { CatalogSnapshot } from '../../../core/site/catalog';
import { Refusal } from '../../../lib/envelope';
import { PostReasons } from '../reasons';
import type { MatcherDeps } from './matcher';
import { createSavedSearchRepository } from './saved-search.repository';
import { createTokenIndex } from './token-index';
import { rowFilters } from '../fields/list-filters';
import { isoTime } from '../../../lib/iso-time';

export const SavedSearchReasons = {
  notFound: '该搜索不存在或已删除',
  tooMany: `最多保存 ${SAVED_SEARCH_MAX} 个搜索，请先删除不需要的搜索`,
} as const;

type Row = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createSavedSearchRepository>['findOwn']>>
>;

const present = (row: Row): SavedSearch => ({
  id: row.id,
  name: row.name,
  filter: PostFilter.parse(JSON.parse(row.filter)),
  newCount: row.new_count,
  createdAt: isoTime(row.created_at),
});

/**
 * The filter with its keys in one order, an empty keyword and empty field filters dropped: one
 * filter, one string. Field filters are checked against the category's fields as the list does.
 */
function canonical(filter: PostFilter, catalog: CatalogSnapshot): PostFilter {
  const keyword = filter.keyword?.trim();
  const narrowed = rowFilters(catalog, filter);
  if ('error' in narrowed) throw new Refusal(Code.invalid, narrowed.error);
  return {
    ...(filter.regionId !== undefined ? { regionId: filter.regionId } : {}),
    ...(filter.categoryId !== undefined ? { categoryId: filter.categoryId } : {}),
    ...(keyword ? { keyword } : {}),
    ...(filter.priceMin !== undefined ? { priceMin: filter.priceMin } : {}),
    ...(filter.priceMax !== undefined ? { priceMax: filter.priceMax } : {}),
    ...(narrowed.canonical ? { fields: narrowed.canonical } : {}),
  };
}

/** The price range in words: `$1,000–$2,000`, `$1,000以上`, `$2,000以下`. */
function priceText({ priceMin: min, priceMax: max }: PostFilter): string | undefined {
  if (min !== undefined && max !== undefined) return `${formatPrice(min)}–${formatPrice(max)}`;
  if (min !== undefined) return `${formatPrice(min)}以上`;
  return max === undefined ? undefined : `${formatPrice(max)}以下`;
}

const NAME_MAX = 200;

/** The filter in words: region, category, keyword, price, field filters. */
function nameOf(filter: PostFilter, catalog: CatalogSnapshot): string {
  const region = filter.regionId === undefined ? undefined : catalog.place(filter.regionId);
  const category =
    filter.categoryId === undefined ? undefined : catalog.category(filter.categoryId);
  if (filter.regionId !== undefined && !region) {
    throw new Refusal(Code.invalid, PostReasons.regionNotFound);
  }
  if (filter.categoryId !== undefined && !category) {
    throw new Refusal(Code.invalid, PostReasons.categoryNotFound);
  }
  // A region by its own name (the path's last part): 法拉盛, not 美国>纽约州>法拉盛.
  const place = region?.pathName.split(REGION_PATH_SEPARATOR).pop();
  const fields = Object.entries(filter.fields ?? {}).map(([key, f]) =>
    fieldFilterText(
      category!.fields.find((d) => d.key === key)!,
      f,
    ),
  );
  const words = [place, category?.name, filter.keyword, priceText(filter), ...fields];
  // The column holds 200 characters; many field filters would pass it.
  return Array.from(words.filter(Boolean).join(' · ')).slice(0, NAME_MAX).join('');
}

/** Saving, listing, opening and deleting the caller's saved searches (decision 0026). */
export function createSavedSearchService(deps: Omit<MatcherDeps, 'jobs'>) {
  const searches = createSavedSearchRepository(deps.db);
  const index = createTokenIndex(deps.db);
  const notFound = () => new Refusal(Code.notFound, SavedSearchReasons.notFound);

  return {
    /** The same filter again answers the saved search; a 21st is refused. */
    async save(input: PostFilter, user: SessionUser): Promise<SavedSearch> {
      const catalog = await deps.catalog.snapshot();
      const filter = canonical(input, catalog);
      const name = nameOf(filter, catalog);
      const json = JSON.stringify(filter);
      const now = deps.now();
      const id = await deps.db.transaction().execute(async (trx) => {
        const own = await searches.ownForSave(trx, user.id, json);
        if (own.same !== undefined) return own.same;
        if (own.count >= SAVED_SEARCH_MAX)
          throw new Refusal(Code.conflict, SavedSearchReasons.tooMany);
        const saved = await searches.insert(trx, {
          user_id: user.id,
          name,
          filter: json,
          region_id: filter.regionId ?? null,
          category_id: filter.categoryId ?? null,
          opened_at: now,
          created_at: now,
        });
        await index.file(trx, saved, filter, catalog.searchWords);
        return saved;
      });
      return present((await searches.findOwn(id, user.id))!);
    },

    async list(user: SessionUser): Promise<{ list: SavedSearch[] }> {
      return { list: (await searches.listOwn(user.id)).map(present) };
    },

    async open(id: number, user: SessionUser): Promise<SavedSearch> {
      if (!(await searches.open(id, user.id, deps.now()))) throw notFound();
      return present((await searches.findOwn(id, user.id))!);
    },

    async remove(id: number, user: SessionUser): Promise<Record<string, never>> {
      if (!(await searches.remove(id, user.id))) throw notFound();
      return {};
    },
  };
}
