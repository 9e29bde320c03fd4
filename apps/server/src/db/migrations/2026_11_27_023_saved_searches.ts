import type { Kysely } from 'kysely';
import { withIdColumn } from './helpers';

/**
 * Saved searches (issue 18 item 4, decision 0026). `filter` is the list filter as JSON, checked by
 * the contract's PostFilter, so a filter that gains fields (a price range) needs no migration;
 * `region_id` and `category_id` repeat its region and category so that matching a new post picks
 * its candidates in SQL. `notified_at` is the last match notice (one an hour at most) and
 * `flush_at` the queued notice for the matches since. A hit is one post matched by one search:
 * the new-match count (hits since `opened_at`), and a repeated match job finds its hit there.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('saved_searches'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('filter', 'text', (col) => col.notNull())
    .addColumn('region_id', 'integer')
    .addColumn('category_id', 'integer')
    .addColumn('opened_at', 'bigint', (col) => col.notNull())
    .addColumn('notified_at', 'bigint')
    .addColumn('flush_at', 'bigint')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('saved_searches_user_idx')
    .on('saved_searches')
    .columns(['user_id', 'id'])
    .execute();
  await db.schema
    .createTable('saved_search_hits')
    .addColumn('search_id', 'integer', (col) => col.notNull().references('saved_searches.id'))
    .addColumn('post_id', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('saved_search_hits_pk', ['search_id', 'post_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('saved_search_hits').execute();
  await db.schema.dropTable('saved_searches').execute();
}
