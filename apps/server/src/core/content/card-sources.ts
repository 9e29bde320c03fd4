import type { ArticleListItem, PostClosed, PostListItem } from '@huaren/contract';
import type { Db } from '../../db/database';
import type { Catalog, CatalogSnapshot } from '../site/catalog';
import type { ContentKind } from './kinds';
import type { VisibilityFacts } from './visibility';

/**
 * An item as a list of references to it (favourites) shows it: the facts visibility decides on,
 * the author's last edit, a post's mark, and the kind's card. Each kind's module presents its own
 * cards and hands them over here, so a feature that points at items of every kind imports no
 * kind's module (docs/architecture.md, "Content kinds").
 */
export interface ItemCard {
  facts: VisibilityFacts;
  /** The author's last edit (0: never edited). */
  editedAt: number;
  closed: PostClosed | null;
  post: PostListItem | null;
  article: ArticleListItem | null;
}

/** The cards of the items with these ids that exist, by id, presented at `now`. */
export type CardSource = (ids: readonly number[], now: number) => Promise<Map<number, ItemCard>>;

/** A kind's CardSource: its rows by id (one query), each presented with the catalog's names. */
export function cardSourceOf<Row extends { id: number }>(
  catalog: Catalog,
  rowsById: (ids: readonly number[]) => Promise<Row[]>,
  cardOf: (row: Row, catalog: CatalogSnapshot, now: number) => ItemCard,
): CardSource {
  return async (ids, now) => {
    const names = await catalog.snapshot();
    const rows = await rowsById(ids);
    return new Map(rows.map((row) => [row.id, cardOf(row, names, now)]));
  };
}

/**
 * Keyed by the app's database handle: one per app, and the same object in every module's plugin
 * (each plugin's `app` is a child context of its own).
 */
const sources = new WeakMap<Db, Map<ContentKind['type'], CardSource>>();

/** A kind's module registers its cards for the app (its routes.ts, at start-up). */
export function provideCards(db: Db, type: ContentKind['type'], source: CardSource): void {
  const byType = sources.get(db) ?? new Map<ContentKind['type'], CardSource>();
  byType.set(type, source);
  sources.set(db, byType);
}

/** The cards of a kind; read when asked, so the order modules register in does not matter. */
export function cardsOf(db: Db, type: ContentKind['type']): CardSource {
  return (ids, now) => {
    const source = sources.get(db)?.get(type);
    if (!source) throw new Error(`no cards registered for ${type}`);
    return source(ids, now);
  };
}
