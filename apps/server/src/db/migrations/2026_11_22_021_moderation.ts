import { sql, type Kysely } from 'kysely';
import { index, withIdColumn } from './helpers';

/**
 * Moderation (issue 6, decision 0008): report cases, status reasons, hiding replies and comments,
 * the duplicate-post hash, and recommendations with an end.
 *
 * The queue pages down one partial index per state: open cases as the console orders them
 * (auto-hidden first, most reporters, oldest first), closed ones newest resolution first. A
 * unique partial index keeps one open case per post, so two reports racing to open it meet there.
 * Replies and comments get a `hidden` flag rather than a status value: article_comments' status
 * has a CHECK that SQLite cannot alter without rebuilding the table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('report_cases'))
    .addColumn('post_id', 'integer', (col) => col.notNull().references('posts.id'))
    .addColumn('state', 'varchar(10)', (col) => col.notNull())
    .addColumn('reporter_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('first_reported_at', 'bigint', (col) => col.notNull())
    .addColumn('last_reported_at', 'bigint', (col) => col.notNull())
    .addColumn('auto_hidden', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('resolution_action', 'varchar(10)')
    .addColumn('resolution_reason', 'varchar(200)')
    .addColumn('resolved_by', 'integer', (col) => col.references('users.id'))
    .addColumn('resolved_at', 'bigint')
    .addCheckConstraint('report_cases_state_value', sql`state in ('open', 'closed')`)
    .execute();
  await db.schema
    .createIndex('report_cases_open_post_key')
    .on('report_cases')
    .column('post_id')
    .unique()
    .where(sql.ref('state'), '=', 'open')
    .execute();
  await db.schema
    .createIndex('report_cases_open_queue_idx')
    .on('report_cases')
    .columns(['auto_hidden desc', 'reporter_count desc', 'first_reported_at', 'id'])
    .where(sql.ref('state'), '=', 'open')
    .execute();
  await db.schema
    .createIndex('report_cases_closed_idx')
    .on('report_cases')
    .columns(['resolved_at desc', 'id desc'])
    .where(sql.ref('state'), '=', 'closed')
    .execute();

  await db.schema
    .alterTable('post_reports')
    .addColumn('case_id', 'integer', (col) => col.references('report_cases.id'))
    .execute();
  await index(db, 'post_reports', 'post_reports_case_idx', ['case_id', 'id']);

  for (const table of ['posts', 'articles']) {
    await db.schema.alterTable(table).addColumn('status_reason', 'varchar(200)').execute();
  }
  for (const table of ['post_replies', 'article_comments']) {
    await db.schema
      .alterTable(table)
      .addColumn('hidden', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable(table).addColumn('status_reason', 'varchar(200)').execute();
  }

  await db.schema.alterTable('posts').addColumn('content_hash', 'varchar(64)').execute();
  await index(db, 'posts', 'posts_user_hash_idx', ['user_id', 'content_hash', 'created_at']);
  await db.schema.alterTable('posts').addColumn('recommend_until', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('posts_user_hash_idx').execute();
  for (const column of ['recommend_until', 'content_hash', 'status_reason']) {
    await db.schema.alterTable('posts').dropColumn(column).execute();
  }
  await db.schema.alterTable('articles').dropColumn('status_reason').execute();
  for (const table of ['post_replies', 'article_comments']) {
    await db.schema.alterTable(table).dropColumn('status_reason').execute();
    await db.schema.alterTable(table).dropColumn('hidden').execute();
  }
  await db.schema.dropIndex('post_reports_case_idx').execute();
  await db.schema.alterTable('post_reports').dropColumn('case_id').execute();
  await db.schema.dropTable('report_cases').execute();
}
