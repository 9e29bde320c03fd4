import type { Favourite, FavouriteAvailability, FavouriteType } from '@huaren/contract';
import { ARTICLES, POSTS, type ContentKind } from '../../core/content/kinds';
import { canSee, type VisibilityFacts } from '../../core/content/visibility';
import type { CatalogSnapshot } from '../../core/site/catalog';
import { presentArticleItem } from '../articles/article.presenter';
import { presentClosed } from '../posts/closed/closed.presenter';
import { presentListItem } from '../posts/post.presenter';
import type { FavouriteArticleRow, FavouritePostRow, FavouriteRow } from './favourite.repository';

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * What the reader may do with the item now: open it; see that it expired (a post past its life,
 * its card still shown); or nothing (hidden, deleted, under review: no content at all).
 */
function availabilityOf(
  kind: ContentKind,
  item: VisibilityFacts,
  viewerId: number,
  now: number,
): FavouriteAvailability {
  if (canSee(kind, item, viewerId, now)) return 'visible';
  return item.status === 'published' || item.status === 'expired' ? 'expired' : 'gone';
}

const gone = (type: FavouriteType, fav: FavouriteRow): Favourite => ({
  id: fav.id,
  type,
  itemId: fav.item_id,
  favouritedAt: iso(fav.created_at),
  availability: 'gone',
  edited: false,
  closed: null,
  post: null,
  article: null,
});

export function presentFavouritePost(
  fav: FavouriteRow,
  row: FavouritePostRow | undefined,
  viewerId: number,
  catalog: CatalogSnapshot,
  now: number,
): Favourite {
  const availability = row ? availabilityOf(POSTS, row, viewerId, now) : 'gone';
  if (!row || availability === 'gone') return gone('post', fav);
  return {
    ...gone('post', fav),
    availability,
    edited: (row.edited_at ?? 0) > fav.created_at,
    closed: presentClosed(row),
    post: presentListItem(row, catalog, now),
  };
}

export function presentFavouriteArticle(
  fav: FavouriteRow,
  row: FavouriteArticleRow | undefined,
  viewerId: number,
  catalog: CatalogSnapshot,
  now: number,
): Favourite {
  const availability = row ? availabilityOf(ARTICLES, row, viewerId, now) : 'gone';
  if (!row || availability === 'gone') return gone('article', fav);
  return {
    ...gone('article', fav),
    availability,
    edited: row.updated_at > fav.created_at,
    article: presentArticleItem(row, catalog),
  };
}
