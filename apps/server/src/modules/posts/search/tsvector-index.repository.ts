import { sql, type RawBuilder } from 'kysely';
import { heldIndex } from './held-index.repository';
import { tsqueryExpr, tsqueryLiteral, tsvectorLiteral } from './query';
import {
  isHeld,
  isPubliclyIndexed,
  type IndexedPost,
  type SearchIndex,
  type Tokenizer,
} from './search-index';
import { filterToken } from './tokenize';

/**
 * PostgreSQL's keyword indexes: the public entry is the post's `terms` tsvector (text tokens
 * with positions, for phrases; no filter tokens, the list's own indexes filter), under a GIN
 * index, written by the INSERT or UPDATE that writes the post, plus the post's category token,
 * which a keyword naming what the category is for asks (租房 finds the 房屋租售 posts: search/
 * keyword.ts); the held index is
 * posts_held_terms (post_id, terms) with a GIN index of its own, so that the posts table and its
 * indexes carry no second tsvector. The `terms` column stays out of the shared Database type,
 * which SQLite has to match too; Kysely writes every key it is given.
 */
export function createTsvectorIndex(tokenizer: Tokenizer): SearchIndex {
  const document = (post: IndexedPost) =>
    tsvectorLiteral(
      tokenizer.tokens(post.title, post.content, [filterToken('category', post.category_id)]),
    );
  const terms = (post: IndexedPost): RawBuilder<unknown> => sql`${document(post)}::tsvector`;
  const NO_TERMS = sql`''::tsvector`;

  const index: SearchIndex = {
    tokenizer,
    document,

    inRow(values, entry) {
      const value =
        entry === null
          ? NO_TERMS
          : 'ifPublished' in entry
            ? sql`case when status = 'published' then ${terms(entry.ifPublished)} else ${NO_TERMS} end`
            : terms(entry);
      return { ...values, terms: value };
    },

    afterWrite: async () => undefined,

    async entryMatches(db, postId, exprs) {
      if (exprs.length === 0) return [];
      // Each expression tested on the row the primary key finds: in the WHERE clause the planner
      // may walk the GIN index for a rare word instead (10-100 times slower on a busy table).
      const tests = exprs.map((e) => sql`terms @@ ${tsqueryExpr(e)}::tsquery`);
      const { rows } = await sql<{ hits: boolean[] }>`select array[${sql.join(tests)}] as hits
        from posts where id = ${postId}`.execute(db);
      return rows[0]?.hits ?? exprs.map(() => false);
    },

    ...heldIndex({
      table: 'posts_held_terms',
      idColumn: 'post_id',
      terms: (post) =>
        sql`${tsvectorLiteral(tokenizer.tokens(post.title, post.content))}::tsvector`,
      matches: (phrases) => sql`posts_held_terms.terms @@ ${tsqueryLiteral(phrases)}::tsquery`,
    }),

    // `terms` hold the text only: a moved region changes no entry.
    regionsMoved: async () => undefined,

    async rewrite(trx, posts, now) {
      const ids = posts.map((p) => p.id);
      for (const post of posts) {
        const entry = isPubliclyIndexed(post, now) ? terms(post) : NO_TERMS;
        await sql`update posts set terms = ${entry} where id = ${post.id}`.execute(trx);
      }
      await index.release(trx, ids);
      for (const post of posts) if (isHeld(post.status)) await index.hold(trx, post.id, post);
    },
  };
  return index;
}
