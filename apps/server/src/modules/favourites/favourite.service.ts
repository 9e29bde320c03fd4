import {
  Code,
  type Favourite,
  type FavouriteState,
  type FavouriteType,
  type Page,
} from '@huaren/contract';
import type { SessionUser } from '../../auth/session';
import { createItemRepository } from '../../core/content/item.repository';
import { ARTICLES, POSTS } from '../../core/content/kinds';
import { canSee } from '../../core/content/visibility';
import type { CardSource } from '../../core/content/card-sources';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { Refusal } from '../../lib/envelope';
import { idAfter, pageFrom, type Paging } from '../../lib/paging';
import { presentFavourite } from './favourite.presenter';
import { createFavouriteRepository } from './favourite.repository';

const KINDS = { post: POSTS, article: ARTICLES } as const;

interface Ref {
  type: FavouriteType;
  id: number;
}

/** 收藏 (decision 0038): private; every call reads and writes the caller's rows only. */
export function createFavouriteService(deps: {
  db: Db;
  now: Clock;
  /** Each kind's cards (core/content/card-sources.ts). */
  cards: (type: FavouriteType) => CardSource;
}) {
  const favourites = createFavouriteRepository(deps.db);

  return {
    /** Only what the caller may see now: a missing, hidden or deleted item answers its 404. */
    async add({ type, id }: Ref, user: SessionUser): Promise<FavouriteState> {
      const kind = KINDS[type];
      const now = deps.now();
      const item = await createItemRepository(deps.db, kind).findHeader(id);
      if (!item || !canSee(kind, item, user.id, now))
        throw new Refusal(Code.notFound, kind.notFound);
      await favourites.add(user.id, type, id, now);
      return { favourited: true };
    },

    async remove({ type, id }: Ref, user: SessionUser): Promise<FavouriteState> {
      await favourites.remove(user.id, type, id);
      return { favourited: false };
    },

    async state({ type, id }: Ref, user: SessionUser): Promise<FavouriteState> {
      return { favourited: await favourites.has(user.id, type, id) };
    },

    /** A page of favourites, each with its item's card and what became of it since. */
    async list(
      input: Paging & { type: FavouriteType },
      user: SessionUser,
    ): Promise<Page<Favourite>> {
      const rows = await favourites.page(
        user.id,
        input.type,
        input.pageSize + 1,
        idAfter(input.cursor),
      );
      const now = deps.now();
      const cards = await deps.cards(input.type)(
        rows.map((r) => r.item_id),
        now,
      );
      const kind = KINDS[input.type];
      return pageFrom(rows, input.pageSize, (fav) =>
        presentFavourite(kind, fav, cards.get(fav.item_id), user.id, now),
      );
    },
  };
}
