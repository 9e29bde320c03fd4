import type { Page } from '@huaren/contract';
import type { SessionUser } from '../../auth/session';
import { idAfter, keyAfter, pageFrom, type Paging } from '../../lib/paging';
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

/** What a kind's list repository gives the personal lists (feed.repository.ts: ownItems, likedItems). */
export interface PersonalListRepository<R> {
  listOwn(userId: number, limit: number, beforeId?: number): Promise<R[]>;
  listLiked(
    userId: number,
    limit: number,
    beforeLikeId?: number,
  ): Promise<(R & { like_id: number })[]>;
}

/** The caller's own items and the items they like, as pages of cards presented by `cards()`. */
export function personalFeeds<R extends { id: number }, T>(
  lists: PersonalListRepository<R>,
  cards: () => Promise<(row: R) => T>,
) {
  return {
    async mine(paging: Paging, user: SessionUser): Promise<Page<T>> {
      const rows = await lists.listOwn(user.id, paging.pageSize + 1, idAfter(paging.cursor));
      return pageFrom(rows, paging.pageSize, await cards());
    },

    async liked(paging: Paging, user: SessionUser): Promise<Page<T>> {
      const rows = await lists.listLiked(user.id, paging.pageSize + 1, idAfter(paging.cursor));
      return pageFrom(rows, paging.pageSize, await cards(), (r) => [r.like_id]);
    },
  };
}
