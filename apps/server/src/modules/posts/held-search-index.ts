import { sql, type QueryExecutorProvider } from 'kysely';
import { isPostgres } from '../../db/dialect';
import type { PostStatusValue } from '../../db/schema';
import type { IndexedPost } from './search-index';
import { fts5Document, tsvectorLiteral } from './search/query';
import { postSearchTokens } from './search/tokenize';

/**
 * The keyword index of held posts: hidden or pending, out of public view but an administrator's
 * business (docs/decisions/0005-chinese-search.md, "Held posts"). It is apart from the public
 * index, which holds published posts only, so the public search walks exactly what it shows and
 * this one stays as small as the moderation backlog. Same tokens, no filter tokens: the console
 * filters the few matches by row. SQLite: the contentless FTS5 table posts_held_fts keyed by the
 * post id. PostgreSQL: posts_held_terms (post_id, terms) with a GIN index, a table of its own so
 * that the posts table and its indexes carry no second tsvector.
 */

export const HELD_STATUSES = ['hidden', 'pending'] as const satisfies readonly PostStatusValue[];
export type HeldStatus = (typeof HELD_STATUSES)[number];

export const isHeld = (status: PostStatusValue): status is HeldStatus =>
  (HELD_STATUSES as readonly PostStatusValue[]).includes(status);

/** What a held entry is made of: the text alone. */
type HeldText = Pick<IndexedPost, 'title' | 'content'>;

const tokensOf = (post: HeldText) => postSearchTokens(post.title, post.content);

/** Adds a held post's entry; the caller has removed any entry it had (heldDelete). */
export async function heldInsert(
  trx: QueryExecutorProvider,
  id: number,
  post: HeldText,
): Promise<void> {
  if (isPostgres(trx)) {
    await sql`insert into posts_held_terms (post_id, terms)
      values (${id}, ${tsvectorLiteral(tokensOf(post))}::tsvector)`.execute(trx);
  } else {
    await sql`insert into posts_held_fts (rowid, terms)
      values (${id}, ${fts5Document(tokensOf(post))})`.execute(trx);
  }
}

/** Takes posts out of the held index; ids that are not in it are skipped. */
export async function heldDelete(
  trx: QueryExecutorProvider,
  ids: readonly number[],
): Promise<void> {
  if (ids.length === 0) return;
  if (isPostgres(trx)) {
    await sql`delete from posts_held_terms where post_id in (${sql.join(ids)})`.execute(trx);
  } else {
    await sql`delete from posts_held_fts where rowid in (${sql.join(ids)})`.execute(trx);
  }
}

/** Moves a post's held entry along with a status change, in the change's transaction. */
export async function heldFollowStatus(
  trx: QueryExecutorProvider,
  id: number,
  post: HeldText,
  from: PostStatusValue,
  to: PostStatusValue,
): Promise<void> {
  if (isHeld(from)) await heldDelete(trx, [id]);
  if (isHeld(to)) await heldInsert(trx, id, post);
}
