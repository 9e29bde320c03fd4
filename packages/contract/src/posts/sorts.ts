/**
 * The post list's orders. Without zod, so the list page reads its address's `sort` without
 * loading a schema (the list is an entry page: issue 22's budget).
 */
export const POST_SORTS = ['latest', 'replies', 'likes'] as const;
export type PostSort = (typeof POST_SORTS)[number];

export function isPostSort(value: unknown): value is PostSort {
  return (POST_SORTS as readonly unknown[]).includes(value);
}
