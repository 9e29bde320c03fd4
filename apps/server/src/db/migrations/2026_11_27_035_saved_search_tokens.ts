import { sql, type Kysely } from 'kysely';
import { index } from './helpers';

/**
 * The key that files a saved search for every post (modules/posts/saved-searches/cover.ts
 * EVERY_POST, which a unit test holds equal to this): the only key written here.
 */
export const EVERY_POST_2026_11_27 = '\uE000*';

/**
 * The saved searches' inverted index (decision 0026, "Candidates"): each search filed under a few
 * keys of its keyword (tokens, open prefixes) or its filter, so that a new post's candidates come
 * from the post's own tokens. The keys depend on the live tokenizer and the catalog's search
 * words, which a migration must not run (decision 0005, "Changing the tokens"); so existing
 * searches are filed here under EVERY_POST, which every post carries (matching stays exactly as
 * before, if slower), and `rebuild_state` records version 0: the first match job files every
 * search again with the live code (saved-searches/token-index.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('saved_search_tokens')
    .addColumn('search_id', 'integer', (col) => col.notNull().references('saved_searches.id'))
    .addColumn('token', 'varchar(64)', (col) => col.notNull())
    .addPrimaryKeyConstraint('saved_search_tokens_pk', ['token', 'search_id'])
    .execute();
  await index(db, 'saved_search_tokens', 'saved_search_tokens_search_idx', ['search_id']);
  await sql`insert into saved_search_tokens (search_id, token)
    select id, ${EVERY_POST_2026_11_27} from saved_searches`.execute(db);
  await sql`insert into rebuild_state (name, version)
    values ('saved_search_tokens', 0)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from rebuild_state where name = 'saved_search_tokens'`.execute(db);
  await db.schema.dropTable('saved_search_tokens').execute();
}
