import { cardSourceOf, type CardSource } from '../../core/content/card-sources';
import type { ContentDeps } from '../../core/content/deps';
import { presentClosed } from './closed/closed.presenter';
import { postCardsById } from './cards-by-id.repository';
import { presentListItem } from './post.presenter';

/** Posts as references to them show them (core/content/card-sources.ts): card, mark, last edit. */
export function postItemCards(deps: Pick<ContentDeps, 'db' | 'catalog'>): CardSource {
  return cardSourceOf(
    deps.catalog,
    (ids) => postCardsById(deps.db, ids),
    (row, catalog, now) => ({
      facts: row,
      editedAt: row.edited_at ?? 0,
      closed: presentClosed(row),
      post: presentListItem(row, catalog, now),
      article: null,
    }),
  );
}
