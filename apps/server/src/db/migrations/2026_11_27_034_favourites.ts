import type { Kysely } from 'kysely';
import { dropTables, index, uniqueIndex, withIdColumn } from './helpers';

/**
 * Favourites (收藏, issue 20, decision 0038): private, one row per user and item of a content kind
 * (`item_type` is the kind's contract type). The unique index makes adding idempotent; the
 * (user, type, id) index pages 我的收藏 newest first by the row's id.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('favourites'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('item_type', 'varchar(10)', (col) => col.notNull())
    .addColumn('item_id', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await uniqueIndex(db, 'favourites', 'favourites_item_uq', ['user_id', 'item_type', 'item_id']);
  await index(db, 'favourites', 'favourites_page_idx', ['user_id', 'item_type', 'id']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['favourites']);
}
