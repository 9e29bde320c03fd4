import { sql, type SelectQueryBuilder } from 'kysely';
import type { ContentKind } from './kinds';

/**
 * The keyset walks every list of cards takes, whatever the kind: each query walks one index down
 * (see the posts and articles migrations) and stops after a page.
 */

/** The last row's key: [id] newest first; [count, id] by a count, ties newest first. */
export type SortKey = readonly number[];

/**
 * Orders the cards newest first, or by `count` (like_count, reply_count) then newest, after the
 * last row served, and takes `limit`.
 */
export function sortedPage<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  kind: ContentKind,
  count: 'like_count' | 'reply_count' | null,
  limit: number,
  after?: SortKey,
): SelectQueryBuilder<DB, TB, O> {
  const id = sql.ref(`${kind.table}.id`);
  if (count === null) {
    const from = after ? query.where(sql<boolean>`${id} < ${after[0]}`) : query;
    return from.orderBy(id, 'desc').limit(limit);
  }
  const column = sql.ref(`${kind.table}.${count}`);
  let from = query;
  if (after) {
    const [last, lastId] = after;
    // The first term is the index range; the second drops the ties already served.
    from = from
      .where(sql<boolean>`${column} <= ${last}`)
      .where(sql<boolean>`(${column} < ${last} or ${id} < ${lastId})`);
  }
  return from.orderBy(column, 'desc').orderBy(id, 'desc').limit(limit);
}

/** The user's own items in every status but deleted, newest first. */
export function ownItems<DB, TB extends keyof DB, O>(
  cards: SelectQueryBuilder<DB, TB, O>,
  kind: ContentKind,
  userId: number,
  limit: number,
  beforeId?: number,
): SelectQueryBuilder<DB, TB, O> {
  const mine = cards
    .where(sql<boolean>`${sql.ref(`${kind.table}.${kind.authorColumn}`)} = ${userId}`)
    .where(sql<boolean>`${sql.ref(`${kind.table}.status`)} <> 'deleted'`);
  return sortedPage(mine, kind, null, limit, beforeId === undefined ? undefined : [beforeId]);
}

/**
 * Items the user likes in one of `statuses`, most recent like first: `joined` is the cards joined
 * with the kind's likes table, selecting its id as `like_id`, which the cursor holds.
 */
export function likedItems<DB, TB extends keyof DB, O>(
  joined: SelectQueryBuilder<DB, TB, O>,
  kind: ContentKind,
  userId: number,
  statuses: readonly string[],
  limit: number,
  beforeLikeId?: number,
): SelectQueryBuilder<DB, TB, O> {
  const likeId = sql.ref(`${kind.likes}.id`);
  let query = joined
    .where(sql<boolean>`${sql.ref(`${kind.likes}.user_id`)} = ${userId}`)
    .where(sql<boolean>`${sql.ref(`${kind.table}.status`)} in (${sql.join(statuses)})`);
  if (beforeLikeId !== undefined) query = query.where(sql<boolean>`${likeId} < ${beforeLikeId}`);
  return query.orderBy(likeId, 'desc').limit(limit);
}
