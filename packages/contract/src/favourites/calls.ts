import { z } from '../z';
import { addedUserCall, type Call, type Route } from '../define-call';
import { idField } from '../ids';
import { pagedList } from '../paging';
import { Code } from '../protocol/codes';
import { ArticleListItem } from '../articles/article';
import { PostClosed } from '../posts/closed';
import { PostListItem } from '../posts/post';

/**
 * Favourites (收藏, issue 20 item 3, decision 0038): private bookmarks of posts and articles, apart
 * from likes (a like is public applause). Nobody but their owner ever reads them.
 */

export const FavouriteType = z.enum(['post', 'article'], { error: '收藏类型只能是帖子或文章' });
export type FavouriteType = z.infer<typeof FavouriteType>;

const FavouriteRef = z.object({ type: FavouriteType, id: idField('内容') });

export const FavouriteState = z.object({ favourited: z.boolean() });
export type FavouriteState = z.infer<typeof FavouriteState>;

/**
 * `visible`: the caller may open it; `expired`: past its life (a post), shown but not opened;
 * `gone`: hidden, deleted or under review, with no content.
 */
export const FavouriteAvailability = z.enum(['visible', 'expired', 'gone']);
export type FavouriteAvailability = z.infer<typeof FavouriteAvailability>;

/** One favourite in 我的收藏, with what became of the item since. */
export const Favourite = z.object({
  /** The favourite's own id (the item's is itemId). */
  id: z.number().int(),
  type: FavouriteType,
  itemId: z.number().int(),
  favouritedAt: z.string(),
  availability: FavouriteAvailability,
  /** The author edited it after it was favourited (已修改). */
  edited: z.boolean(),
  /** A post's 已售 / 已租 / 已招满 mark; null otherwise. */
  closed: PostClosed.nullable(),
  /** The card of a post or an article; null when gone. */
  post: PostListItem.nullable(),
  article: ArticleListItem.nullable(),
});
export type Favourite = z.infer<typeof Favourite>;

/** A call on one item's favourite, the item named by `type` and `id`: answers the state after. */
function favouriteCall(route: Route, call: Pick<Call, 'summary' | 'codes'>) {
  return addedUserCall(route, { input: FavouriteRef, output: FavouriteState, ...call });
}

export const addFavourite = favouriteCall('POST /v1/user/favourites/add/', {
  summary:
    'Favourites a post or an article the caller may see (again: no change); 404 for a missing, hidden or deleted one',
  codes: [Code.notFound],
});

export const removeFavourite = favouriteCall('POST /v1/user/favourites/remove/', {
  summary:
    "Takes a favourite back (one the caller never had: no change); the item's state is not checked",
});

export const favouriteState = favouriteCall('GET /v1/user/favourites/state/', {
  summary: 'Whether the caller has favourited the item (the detail pages’ 收藏 button)',
});

export const myFavourites = addedUserCall('GET /v1/user/favourites/', {
  ...pagedList(Favourite, { type: FavouriteType }),
  summary:
    "The caller's favourites of one type, newest favourite first, each with its state: edited since, marked, expired or gone (no content)",
});
