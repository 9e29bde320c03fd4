import type { Kysely } from 'kysely';
import { dropTables, index, withIdColumn } from './helpers';

/**
 * Private messages (issue 19, decision 0034). A conversation is one per pair of users and post
 * (`pair_key`: `p<post>:<lower user>:<higher user>`, or `u:<lower>:<higher>` without a post), so
 * opening it twice resumes it. Each of the two has a member row: how far they have read, up to
 * which message they deleted it for themselves, whether it is muted, and the list's sort key.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('conversations'))
    .addColumn('pair_key', 'varchar(40)', (col) => col.notNull().unique())
    .addColumn('post_id', 'integer', (col) => col.references('posts.id'))
    .addColumn('started_by', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('last_message_id', 'integer')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('conversation_members')
    .addColumn('conversation_id', 'integer', (col) => col.notNull().references('conversations.id'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('other_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('last_read_id', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('cleared_id', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('muted', 'integer', (col) => col.notNull().defaultTo(0))
    // The time of the latest message (null before the first): the list's order, newest first.
    .addColumn('last_message_at', 'bigint')
    .addPrimaryKeyConstraint('conversation_members_pk', ['conversation_id', 'user_id'])
    .execute();
  await index(db, 'conversation_members', 'conversation_members_list_idx', [
    'user_id',
    'last_message_at',
    'conversation_id',
  ]);
  await withIdColumn(db, db.schema.createTable('messages'))
    .addColumn('conversation_id', 'integer', (col) => col.notNull().references('conversations.id'))
    .addColumn('sender_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('kind', 'varchar(10)', (col) => col.notNull())
    .addColumn('text', 'varchar(1000)')
    .addColumn('contact', 'varchar(10)')
    .addColumn('image', 'text')
    // SHA-256 of the normalised text: the same text sent to many people is refused.
    .addColumn('text_hash', 'varchar(64)')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await index(db, 'messages', 'messages_conversation_idx', ['conversation_id', 'id']);
  await index(db, 'messages', 'messages_sender_text_idx', ['sender_id', 'text_hash', 'created_at']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['messages', 'conversation_members', 'conversations']);
}
