import { cardSourceOf, type CardSource } from '../../core/content/card-sources';
import type { ContentDeps } from '../../core/content/deps';
import { articleCardsById } from './article-list.repository';
import { presentArticleItem } from './article.presenter';

/**
 * Articles as references to them show them (core/content/card-sources.ts). An article's
 * `updated_at` moves with its author's edits (and with moderation, which hides it meanwhile).
 */
export function articleItemCards(deps: Pick<ContentDeps, 'db' | 'catalog'>): CardSource {
  return cardSourceOf(
    deps.catalog,
    (ids) => articleCardsById(deps.db, ids),
    (row, catalog) => ({
      facts: row,
      editedAt: row.updated_at,
      closed: null,
      post: null,
      article: presentArticleItem(row, catalog),
    }),
  );
}
