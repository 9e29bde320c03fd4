import { keyAfter } from '../../lib/paging';
import { regionColumnOf, type CatalogSnapshot } from '../site/catalog';
import type { SortKey } from './feed.repository';

/** A list's region: the column of its level and its id. */
export interface RegionFilter {
  column: 'country_id' | 'state_id' | 'metro_id';
  id: number;
}

/**
 * A list filter's region; an unknown region filters nothing in (rather than everything):
 * nothing matches it.
 */
export function regionFilter(
  catalog: CatalogSnapshot,
  regionId: number | undefined,
): { ok: false } | { ok: true; region?: RegionFilter } {
  if (regionId === undefined) return { ok: true };
  const place = catalog.place(regionId);
  if (!place) return { ok: false };
  return { ok: true, region: { column: regionColumnOf(place), id: place.id } };
}

/** The key a sorted list's cursor holds: [id] newest first, [count, id] by a count. */
export function sortKeyAfter(cursor: string | undefined, byCount: boolean): SortKey | undefined {
  if (cursor === undefined) return undefined;
  return byCount ? keyAfter(cursor, 2) : keyAfter(cursor, 1);
}
