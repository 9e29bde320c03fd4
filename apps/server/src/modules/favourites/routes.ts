import { addFavourite, favouriteState, myFavourites, removeFavourite } from '@huaren/contract';
import type { FastifyInstance } from 'fastify';
import { cardsOf } from '../../core/content/card-sources';
import { registerUserCall } from '../../lib/register-call';
import { createFavouriteService } from './favourite.service';

/** 收藏: the calls under /v1/user/favourites/ (decision 0038). */
export async function favouriteRoutes(app: FastifyInstance): Promise<void> {
  const favourites = createFavouriteService({
    db: app.db,
    now: app.now,
    cards: (type) => cardsOf(app.db, type),
  });
  registerUserCall(app, addFavourite, ({ input, user }) => favourites.add(input, user));
  registerUserCall(app, removeFavourite, ({ input, user }) => favourites.remove(input, user));
  registerUserCall(app, favouriteState, ({ input, user }) => favourites.state(input, user));
  registerUserCall(app, myFavourites, ({ input, user }) => favourites.list(input, user));
}
