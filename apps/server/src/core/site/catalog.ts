import {
  joinRegionPath,
  ParamKey,
  RegionLevel,
  type CategoryField,
  type CategoryIcon,
} from '@huaren/contract';
import { toCategoryField } from './field-row';
import type { Db } from '../../db/database';
import { createCatalogRepository } from './catalog.repository';
import { createParamConfigRepository } from './param-config.repository';

/**
 * Regions and categories change only by an administrator's hand; features read them from a copy
 * this old at most instead of joining them into every list query.
 */
export const CATALOG_TTL_MS = 60_000;

/** A region with its ancestors: where a post or an article in it is filed, and how its path reads. */
export interface Place {
  id: number;
  level: number;
  pathName: string;
  countryId: number;
  stateId: number | null;
  metroId: number | null;
}

export interface CategoryInfo {
  id: number;
  name: string;
  hasPrice: boolean;
  /** What the category is for: the mark a post of it takes (decision 0038) goes by it. */
  icon: CategoryIcon;
  /** Its fields in order (decision 0041). */
  fields: CategoryField[];
}

/**
 * The words search reads besides the posts (decision 0005, "Aliases and synonyms"): every
 * region's names, the categories' names and the `searchSynonyms` parameter.
 */
export interface SearchWords {
  regions: { name: string; nameEn: string; pinyin: string }[];
  categories: { id: number; name: string }[];
  synonyms: string;
}

export interface CatalogSnapshot {
  place(id: number): Place | undefined;
  category(id: number): CategoryInfo | undefined;
  /** Every category's fields, each category's in its order. */
  fields: CategoryField[];
  searchWords: SearchWords;
  /** The `riskPatterns` parameter's text (decision 0040), '' when unset. */
  riskPatterns: string;
}

/** The post column that holds a region of each level (docs/decisions/0006-posts.md). */
export function regionColumnOf(place: Place): 'country_id' | 'state_id' | 'metro_id' {
  if (place.level === RegionLevel.country) return 'country_id';
  return place.level === RegionLevel.state ? 'state_id' : 'metro_id';
}

/**
 * Regions, categories, the search synonyms and the risk patterns, read once and kept for CATALOG_TTL_MS: every list and detail needs
 * region paths, and joining the region tree into each query would cost more than the data is
 * worth. One per app (app.catalog): an administrator's edit invalidates it at once on the instance
 * that made it, and shows within a minute on every other.
 */
export function createCatalog(db: Db) {
  const tables = createCatalogRepository(db);
  const params = createParamConfigRepository(db);
  let cached: { at: number; snapshot: Promise<CatalogSnapshot> } | undefined;
  const load = async (): Promise<CatalogSnapshot> => {
    const [regions, categories, fieldRows, synonyms, riskPatterns] = await Promise.all([
      tables.regions(),
      tables.categories(),
      tables.fields(),
      params.get(ParamKey.searchSynonyms),
      params.get(ParamKey.riskPatterns),
    ]);
    const byId = new Map(regions.map((r) => [r.id, r]));
    const places = new Map<number, Place>();
    for (const region of regions) {
      const chain: (typeof region)[] = [];
      // The depth bound guards against a parent cycle an administrator's edit could create.
      for (let r: typeof region | undefined = region; r && chain.length < 8;) {
        chain.unshift(r);
        r = r.parent_id === null ? undefined : byId.get(r.parent_id);
      }
      const at = (level: number) => chain.find((r) => r.level === level)?.id ?? null;
      places.set(region.id, {
        id: region.id,
        level: region.level,
        pathName: joinRegionPath(chain.map((r) => r.name)),
        countryId: at(RegionLevel.country) ?? chain[0]!.id,
        stateId: at(RegionLevel.state),
        metroId: at(RegionLevel.metro),
      });
    }
    const fields = fieldRows.map(toCategoryField);
    const categoryMap = new Map(
      categories.map((c) => [
        c.id,
        {
          id: c.id,
          name: c.name,
          hasPrice: c.has_price === 1,
          icon: c.icon,
          fields: fields.filter((f) => f.categoryId === c.id),
        },
      ]),
    );
    return {
      place: (id) => places.get(id),
      category: (id) => categoryMap.get(id),
      fields,
      searchWords: {
        regions: regions.map((r) => ({ name: r.name, nameEn: r.name_en, pinyin: r.pinyin })),
        categories: categories.map((c) => ({ id: c.id, name: c.name })),
        synonyms: synonyms ?? '',
      },
      riskPatterns: riskPatterns ?? '',
    };
  };
  return {
    snapshot(): Promise<CatalogSnapshot> {
      const now = Date.now();
      if (!cached || now - cached.at > CATALOG_TTL_MS) {
        const snapshot = load();
        cached = { at: now, snapshot };
        // A failed load is not kept: the next call tries again.
        snapshot.catch(() => {
          if (cached?.snapshot === snapshot) cached = undefined;
        });
      }
      return cached.snapshot;
    },

    /** The next snapshot reads the tables again (after an administrator's edit). */
    invalidate(): void {
      cached = undefined;
    },
  };
}

export type Catalog = ReturnType<typeof createCatalog>;
