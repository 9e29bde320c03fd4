import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { isPostgres } from '../../db/dialect';
import type { SearchRestriction } from './post-list.repository';
import {
  fts5Document,
  fts5Match,
  parseKeyword,
  tsqueryLiteral,
  tsvectorLiteral,
} from './search/query';
import { postSearchTokens } from './search/tokenize';

/**
 * The keyword index of posts (docs/decisions/0005-chinese-search.md): the tokens of search/
 * (overlapping CJK pairs, words) in a contentless FTS5 table on SQLite and a GIN-indexed tsvector
 * column on PostgreSQL, written in the transaction that writes the post.
 */
export interface SearchIndex {
  write(trx: Db, postId: number, title: string, content: string): Promise<void>;
  /** A deleted post leaves the index (its row stays, soft-deleted). */
  remove(trx: Db, postId: number): Promise<void>;
  /** Narrows a list to the keyword's matches; null when the keyword holds no letter or digit. */
  restrict(keyword: string): SearchRestriction | null;
}

export function createSearchIndex(db: Db): SearchIndex {
  return isPostgres(db) ? postgresIndex() : sqliteIndex();
}

function postgresIndex(): SearchIndex {
  return {
    async write(trx, postId, title, content) {
      const terms = tsvectorLiteral(postSearchTokens(title, content));
      await sql`update posts set terms = ${terms}::tsvector where id = ${postId}`.execute(trx);
    },
    async remove(trx, postId) {
      await sql`update posts set terms = ''::tsvector where id = ${postId}`.execute(trx);
    },
    restrict(keyword) {
      const phrases = parseKeyword(keyword);
      if (phrases.length === 0) return null;
      const tsquery = tsqueryLiteral(phrases);
      return {
        apply: (query) => query.where(sql<boolean>`posts.terms @@ ${tsquery}::tsquery`),
        idRef: 'posts.id',
      };
    },
  };
}

function sqliteIndex(): SearchIndex {
  return {
    async write(trx, postId, title, content) {
      const terms = fts5Document(postSearchTokens(title, content));
      await sql`delete from posts_fts where rowid = ${postId}`.execute(trx);
      await sql`insert into posts_fts (rowid, terms) values (${postId}, ${terms})`.execute(trx);
    },
    async remove(trx, postId) {
      await sql`delete from posts_fts where rowid = ${postId}`.execute(trx);
    },
    restrict(keyword) {
      const phrases = parseKeyword(keyword);
      if (phrases.length === 0) return null;
      const match = fts5Match(phrases);
      return {
        // FTS5 as the outer loop, in its rowid order: `latest` stops after one page of matches.
        apply: (query) =>
          query
            .innerJoin(sql<{ rowid: number }>`posts_fts`.as('posts_fts'), (join) =>
              join.onRef(sql.ref('posts_fts.rowid'), '=', 'posts.id'),
            )
            .where(sql<boolean>`posts_fts match ${match}`),
        idRef: 'posts_fts.rowid',
      };
    },
  };
}
