import { sql, type RawBuilder } from 'kysely';
import { tsqueryLiteral, tsvectorLiteral } from './query';
import {
  isHeld,
  isPubliclyIndexed,
  type HeldText,
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
  const heldTerms = (post: HeldText): RawBuilder<unknown> =>
    sql`${tsvectorLiteral(tokenizer.tokens(post.title, post.content))}::tsvector`;
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

    async hold(trx, id, post) {
      await sql`insert into posts_held_terms (post_id, terms)
        values (${id}, ${heldTerms(post)})`.execute(trx);
    },

    async release(trx, ids) {
      if (ids.length === 0) return;
      await sql`delete from posts_held_terms where post_id in (${sql.join(ids)})`.execute(trx);
    },

    async heldIds(db, q) {
      const { rows } = await sql<{ id: number }>`select h.post_id as id
        from posts_held_terms h join posts t on t.id = h.post_id
        where h.terms @@ ${tsqueryLiteral(q.phrases)}::tsquery
          and t.status in (${sql.join(q.statuses)})
          ${q.authorId !== undefined ? sql`and t.user_id = ${q.authorId}` : sql``}
          ${q.beforeId !== undefined ? sql`and h.post_id < ${q.beforeId}` : sql``}
        order by h.post_id desc limit ${q.limit}`.execute(db);
      return rows.map((r) => r.id);
    },

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
