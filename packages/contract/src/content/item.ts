import { z } from '../z';

/**
 * What posts and articles (and their replies and comments) share in their answers; each kind's
 * own shapes are in posts/ and articles/.
 */

/** Only public fields of an author: never another user's e-mail or phone. */
export const Author = z.object({ id: z.number().int(), nickName: z.string() });
export type Author = z.infer<typeof Author>;

/** What a like toggle answers: the caller's new state and the item's count. */
export const LikeState = z.object({ liked: z.boolean(), likeCount: z.number().int() });
export type LikeState = z.infer<typeof LikeState>;

/** The item an entry in a user's own list belongs to. */
export const ItemRef = z.object({ id: z.number().int(), title: z.string() });
