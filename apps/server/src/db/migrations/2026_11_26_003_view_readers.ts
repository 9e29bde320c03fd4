import type { Kysely } from 'kysely';
import { index } from './helpers';

/**
 * Who has been counted as a reader of a post or an article, per day (decision 0006, "Views"): a
 * view counts once a day per reader. `reader` is `u<user id>`, or for a visitor a hash that
 * changes every day (modules/posts/view-reader.ts); rows older than yesterday are purged.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('view_readers')
    .addColumn('kind', 'varchar(16)', (col) => col.notNull())
    .addColumn('item_id', 'integer', (col) => col.notNull())
    .addColumn('reader', 'varchar(40)', (col) => col.notNull())
    .addColumn('day', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('view_readers_pk', ['kind', 'item_id', 'reader', 'day'])
    .execute();
  // The purge deletes by day alone.
  await index(db, 'view_readers', 'view_readers_day_idx', ['day']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('view_readers').execute();
}
