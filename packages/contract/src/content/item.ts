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

/** An item by its id and title: where every item shape starts, and what an entry in a user's own list points at. */
export const ItemRef = z.object({ id: z.number().int(), title: z.string() });

/** Where an item belongs: the region its writer picked, and that region's path for display. */
export const placeFields = {
  regionId: z.number().int(),
  regionPathName: z.string(),
};

/**
 * An item's status with the reason an administrator (or, for posts, the report threshold) set
 * it, then its counts and creation time: always `published` in public lists, each item's own
 * status in its author's. `threadCount` names the thread's count (replyCount, commentCount).
 */
export function statusAndCounts<S extends z.ZodType, K extends string>(status: S, threadCount: K) {
  return {
    status,
    /** Null unless an administrator or the report threshold set the status. */
    statusReason: z.string().nullable(),
    ...countFields(threadCount),
  };
}

/** An item's counts and creation time, in the order every item shape shows them. */
export function countFields<K extends string>(threadCount: K) {
  return {
    viewCount: z.number().int(),
    ...({ [threadCount]: z.number().int() } as Record<K, z.ZodNumber>),
    likeCount: z.number().int(),
    createdAt: z.string(),
  };
}

/** The end of an item's detail: who wrote it and how the caller stands to it. */
export const viewerFields = {
  author: Author,
  /** Whether the caller likes it (false for a visitor). */
  liked: z.boolean(),
  /** Whether the caller wrote it (editing and deleting are theirs). */
  mine: z.boolean(),
};
