import type { Favourite, FavouriteAvailability, FavouriteType } from '@huaren/contract';
import type { ItemCard } from '../../core/content/card-sources';
import type { ContentKind } from '../../core/content/kinds';
import { canSee, type VisibilityFacts } from '../../core/content/visibility';
import type { FavouriteRow } from './favourite.repository';
import { isoTime } from '../../lib/iso-time';

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

export function presentFavourite(
  kind: ContentKind,
  fav: FavouriteRow,
  card: ItemCard | undefined,
  viewerId: number,
  now: number,
): Favourite {
  const availability = card ? availabilityOf(kind, card.facts, viewerId, now) : 'gone';
  const shown = availability !== 'gone' ? card : undefined;
  return {
    id: fav.id,
    type: kind.type satisfies FavouriteType,
    itemId: fav.item_id,
    favouritedAt: isoTime(fav.created_at),
    availability,
    edited: shown !== undefined && shown.editedAt > fav.created_at,
    closed: shown?.closed ?? null,
    post: shown?.post ?? null,
    article: shown?.article ?? null,
  };
}
