import { sql, type Insertable, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database';
import type { PostTable } from '../../db/schema';
import { fts5Document, tsvectorLiteral } from './search/query';
import { filterToken, postSearchTokens } from './search/tokenize';

/**
 * The keyword index of posts (docs/decisions/0005-chinese-search.md) holds published posts only,
 * so that the newest-first walks of post-list.repository.ts never step over rows the list drops.
 * SQLite: the contentless FTS5 table posts_fts, keyed by the post id, with filter tokens.
 * PostgreSQL: the `terms` tsvector column, written by the very INSERT or UPDATE that writes the
 * text or the status (a follow-up UPDATE would write a second row version and new entries in
 * every index of the table).
 */

/** What a post's index entry is made of. */
export type IndexedPost = Pick<
  Insertable<PostTable>,
  'title' | 'content' | 'category_id' | 'country_id' | 'state_id' | 'metro_id'
>;

/** The filter tokens of a list: the ones a post carries for the list's category and region. */
export function listFilterTokens(filter: { categoryId?: number; regionId?: number }): string[] {
  const tokens: string[] = [];
  if (filter.categoryId !== undefined) tokens.push(filterToken('category', filter.categoryId));
  if (filter.regionId !== undefined) tokens.push(filterToken('region', filter.regionId));
  return tokens;
}

/** A post carries its region at every level, so a region's list also finds its sub-regions' posts. */
function postFilterTokens(post: IndexedPost): string[] {
  const tokens = [filterToken('category', post.category_id)];
  for (const id of [post.country_id, post.state_id, post.metro_id]) {
    if (typeof id === 'number') tokens.push(filterToken('region', id));
  }
  return tokens;
}

/** SQLite: a post's posts_fts document, its text tokens then its filter tokens. */
export function ftsDocument(post: IndexedPost): string {
  return fts5Document(postSearchTokens(post.title, post.content, postFilterTokens(post)));
}

/**
 * SQLite: adds a published post to posts_fts. The caller first removes any entry the post has:
 * a contentless table silently takes a second row under the same rowid.
 */
export async function ftsInsert(trx: Db, id: number, post: IndexedPost): Promise<void> {
  await sql`insert into posts_fts (rowid, terms) values (${id}, ${ftsDocument(post)})`.execute(trx);
}

/** SQLite: takes posts out of posts_fts; ids that are not in it are skipped. */
export async function ftsDelete(trx: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await sql`delete from posts_fts where rowid in (${sql.join(ids)})`.execute(trx);
}

/** PostgreSQL: the `terms` of a published post. */
export function termsOf(post: IndexedPost): RawBuilder<unknown> {
  return sql`${tsvectorLiteral(postSearchTokens(post.title, post.content))}::tsvector`;
}

/** PostgreSQL: the `terms` of a post out of the index. */
export const NO_TERMS = sql`''::tsvector`;

/**
 * Adds PostgreSQL's `terms` to the values of an INSERT or UPDATE. The column stays out of the
 * shared Database type, which SQLite has to match too; Kysely writes every key it is given.
 */
export function withTerms<T extends object>(values: T, terms: RawBuilder<unknown>): T {
  return { ...values, terms };
}
