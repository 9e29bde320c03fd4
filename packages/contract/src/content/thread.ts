import { z } from '../z';
import { Author, ItemRef } from './item';

/**
 * An entry of an item's thread (a reply to a post, a comment on an article): top-level, or (one
 * level of threading) under a top-level entry. `itemKey` names the item's id (postId, articleId).
 */
export function threadEntry<K extends string>(itemKey: K) {
  return z.object({
    id: z.number().int(),
    ...({ [itemKey]: z.number().int() } as Record<K, z.ZodNumber>),
    /** The top-level entry this one hangs under; null for a top-level entry. */
    parentId: z.number().int().nullable(),
    /** Whom it answers when it answers an entry (which may itself be a child of the parent). */
    replyTo: Author.nullable(),
    /** Plain text with line breaks (\n): render as text, never as HTML. */
    content: z.string(),
    author: Author,
    createdAt: z.string(),
    /** Entries under a top-level entry (0 for a child). */
    childCount: z.number().int(),
  });
}

/** Children shown under each top-level entry in a thread's list (reply_list, comment_list). */
export const THREAD_PREVIEW_CHILDREN = 3;

/** A top-level entry with its first children (oldest first); the rest load with `parentId`. */
export const withChildren = <S extends z.ZodRawShape>(entry: z.ZodObject<S>) =>
  entry.extend({ children: z.array(entry) });

/** An entry in its writer's list, with the item it belongs to under `itemKey` (post, article). */
export const withItem = <S extends z.ZodRawShape, K extends string>(
  entry: z.ZodObject<S>,
  itemKey: K,
) => entry.extend({ [itemKey]: ItemRef } as Record<K, typeof ItemRef>);
