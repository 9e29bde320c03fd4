import { sql, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';

/** One column of a list's order, named as the query names it, and its direction. */
export type KeyColumn = readonly [column: string, direction: 'asc' | 'desc'];

/**
 * The rows after the one whose values of `order`'s columns are `key` (the last column unique):
 * past it on the first column, or level with it there and after it on the rest. One OR branch a
 * column, so an order of mixed directions still walks its one index.
 */
function afterKey(order: readonly KeyColumn[], key: readonly number[]): RawBuilder<SqlBool> {
  const [column, direction] = order[0]!;
  const ref = sql.ref(column);
  const past = sql<SqlBool>`${ref} ${sql.raw(direction === 'asc' ? '>' : '<')} ${key[0]}`;
  if (order.length === 1) return past;
  return sql<SqlBool>`(${past} or (${ref} = ${key[0]} and ${afterKey(order.slice(1), key.slice(1))}))`;
}

/** A page of `limit` rows in `order`, after the last row served when its key is given. */
export function keysetPage<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  order: readonly KeyColumn[],
  limit: number,
  after?: readonly number[],
): SelectQueryBuilder<DB, TB, O> {
  let page = after ? query.where(afterKey(order, after)) : query;
  for (const [column, direction] of order) page = page.orderBy(sql.ref(column), direction);
  return page.limit(limit);
}

/**
 * The next `limit` rows by id after `afterId`: one batch of a walk over a whole table (a rebuild),
 * which goes on from the last id it wrote.
 */
export function batchAfter<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  afterId: number,
  limit: number,
): SelectQueryBuilder<DB, TB, O> {
  return keysetPage(query, [['id', 'asc']], limit, [afterId]);
}

/** A page of `limit` rows newest first (by id), below `beforeId` when given. */
export function newestFirst<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  limit: number,
  beforeId?: number,
): SelectQueryBuilder<DB, TB, O> {
  return keysetPage(
    query,
    [['id', 'desc']],
    limit,
    beforeId === undefined ? undefined : [beforeId],
  );
}
