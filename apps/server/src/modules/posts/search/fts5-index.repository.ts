import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import { heldIndex } from './held-index.repository';
import { recordTerms } from './prefix-terms.repository';
import { fts5Document, fts5Expr, fts5Match } from './query';
import {
  INDEXED_COLUMNS,
  isHeld,
  isPubliclyIndexed,
  postFilterTokens,
  type IndexedPost,
  type SearchIndex,
  type Tokenizer,
} from './search-index';

/**
 * SQLite's keyword indexes: contentless FTS5 tables keyed by the post id, whose 'ascii' tokenizer
 * splits on the spaces between our tokens only. posts_fts holds published posts with their
 * filter tokens (category, region at every level), so FTS5 intersects a keyword with a list's
 * filters itself; posts_held_fts holds hidden and pending posts, text only (the console filters
 * the few matches by row). search_terms lists the public index's words, for prefix phrases
 * (prefix-terms.repository.ts). A contentless table silently takes a second row under the same
 * rowid: an entry is always deleted before it is written again.
 */
export function createFts5Index(tokenizer: Tokenizer): SearchIndex {
  const tokensOf = (post: IndexedPost) =>
    tokenizer.tokens(post.title, post.content, postFilterTokens(post));
  const document = (post: IndexedPost) => fts5Document(tokensOf(post));

  const remove = async (trx: Db, ids: readonly number[]) => {
    if (ids.length === 0) return;
    await sql`delete from posts_fts where rowid in (${sql.join(ids)})`.execute(trx);
  };
  const insert = async (trx: Db, id: number, post: IndexedPost) => {
    const tokens = tokensOf(post);
    await sql`insert into posts_fts (rowid, terms)
      values (${id}, ${fts5Document(tokens)})`.execute(trx);
    await recordTerms(trx, tokens);
  };

  const index: SearchIndex = {
    tokenizer,
    document,
    inRow: (values) => values,

    async entryMatches(db, postId, exprs) {
      const hits: boolean[] = [];
      // One statement each: a background job's statements give way to requests between them
      // (db/giving-way.ts), and better-sqlite3 answers each synchronously.
      for (const expr of exprs) {
        const { rows } = await sql`select 1 from posts_fts
          where posts_fts match ${fts5Expr(expr)} and rowid = ${postId}`.execute(db);
        hits.push(rows.length > 0);
      }
      return hits;
    },

    async afterWrite(trx, ids, entry) {
      await remove(trx, ids);
      if (entry) for (const id of ids) await insert(trx, id, entry);
    },

    ...heldIndex({
      table: 'posts_held_fts',
      idColumn: 'rowid',
      terms: (post) => fts5Document(tokenizer.tokens(post.title, post.content)),
      matches: (phrases) => sql`posts_held_fts match ${fts5Match(phrases)}`,
    }),

    // The public entries carry region tokens: a moved region's posts are written again.
    async regionsMoved(trx, ids) {
      const posts = await trx
        .selectFrom('posts')
        .select(['id', ...INDEXED_COLUMNS])
        // Read inside the transaction: a post unpublished since the walk stays out of the index.
        .where('status', '=', 'published')
        .where('id', 'in', ids)
        .execute();
      await remove(trx, ids);
      for (const post of posts) await insert(trx, post.id, post);
    },

    async rewrite(trx, posts, now) {
      const ids = posts.map((p) => p.id);
      await remove(trx, ids);
      await index.release(trx, ids);
      for (const post of posts) {
        if (isPubliclyIndexed(post, now)) await insert(trx, post.id, post);
        if (isHeld(post.status)) await index.hold(trx, post.id, post);
      }
    },
  };
  return index;
}
