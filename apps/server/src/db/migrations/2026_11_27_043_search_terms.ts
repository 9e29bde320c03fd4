import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';

const BATCH = 1000;
const TERMS_STATISTICS = 10_000;

/** Words of letters or digits of two or more characters: what a prefix phrase can end in. */
const LISTED =
  /^[^\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u30FC\p{Script=Hangul}\uE000].+$/su;

/**
 * What a keyword's first page needs to be cheap on each dialect (decision 0045).
 *
 * SQLite: the list of the public index's words, for prefix phrases
 * (modules/posts/search/prefix-terms.repository.ts), filled from the words posts_fts holds now
 * (FTS5's own vocabulary: it reads every doclist once, about 2 s at 1,000,000 posts). The rule is
 * copied here, as a landed migration keeps it.
 *
 * PostgreSQL: ANALYZE keeps the shares of posts.terms' most common tokens (pg_stats), which the
 * list reads to choose its walk (search/term-frequencies.repository.ts); at the default target it
 * keeps 1,000 tokens, down to 1.5% of posts, where the choice needs tokens in a few dozen posts:
 * 10,000 keeps about 17,000 at 1,000,000 posts, down to 0.004%. ANALYZE of the column then reads
 * up to 3,000,000 rows (26 s at 1,000,000 posts on this machine); it runs once here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table posts alter column terms set statistics ${sql.lit(TERMS_STATISTICS)}`.execute(
      db,
    );
    await sql`analyze posts (terms)`.execute(db);
    return;
  }
  await sql`create table search_terms (term text primary key) without rowid`.execute(db);
  await sql`create virtual table temp.posts_fts_words using fts5vocab(main, posts_fts, 'row')`.execute(
    db,
  );
  const { rows } = await sql<{ term: string }>`select term from temp.posts_fts_words`.execute(db);
  const words = rows.map((r) => r.term).filter((term) => LISTED.test(term));
  for (let i = 0; i < words.length; i += BATCH) {
    await sql`insert into search_terms (term)
      select value from json_each(${JSON.stringify(words.slice(i, i + BATCH))})`.execute(db);
  }
  await sql`drop table temp.posts_fts_words`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table posts alter column terms set statistics -1`.execute(db);
    return;
  }
  await sql`drop table search_terms`.execute(db);
}
