import { sql, type Kysely } from 'kysely';
import {
  createLikesTable,
  dropTables,
  index,
  uniqueIndex,
  withIdColumn,
  withRegionColumns,
} from './helpers';

/**
 * Classified posts (issue 4) with their replies, likes and reports. The keyword index is the next
 * migration (docs/decisions/0005-chinese-search.md).
 *
 * Every list is a keyset walk down one index: `latest` is id order (ids grow with publishing
 * time), `replies` and `likes` are (count, id). Indexes start with `status` so that only published
 * posts are walked, then the filter columns (category, and the country, state or metro the region
 * filter picks), then the sort key. Expiry is checked on each row; a housekeeping task moves
 * expired posts out of `published` so the walks stay short.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('posts'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('category_id', 'integer', (col) => col.notNull().references('categories.id'))
    .$call(withRegionColumns)
    .addColumn('title', 'varchar(50)', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    // JSON array of the UploadedImage refs, in order; the first one's thumbnail is for lists.
    .addColumn('images', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('thumb_url', 'varchar(300)')
    .addColumn('image_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('contact_phone', 'varchar(20)')
    .addColumn('contact_wechat', 'varchar(20)')
    .addColumn('contact_email', 'varchar(254)')
    .addColumn('price', 'bigint')
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .addColumn('address', 'varchar(100)')
    .addColumn('status', 'varchar(10)', (col) => col.notNull())
    .addColumn('view_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('reply_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('like_count', 'integer', (col) => col.notNull().defaultTo(0))
    // Set by administrators (a later issue): the home page's recommended posts.
    .addColumn('recommended_at', 'bigint')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .addCheckConstraint(
      'posts_status_value',
      sql`status in ('pending', 'published', 'hidden', 'deleted', 'expired')`,
    )
    .execute();
  await createPostIndexes(db);

  await withIdColumn(db, db.schema.createTable('post_replies'))
    .addColumn('post_id', 'integer', (col) => col.notNull().references('posts.id'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    // The top-level reply this one hangs under (one level of threading).
    .addColumn('parent_id', 'integer', (col) => col.references('post_replies.id'))
    // The reply it answers (the parent or one of its children) and that reply's author.
    .addColumn('reply_to_id', 'integer', (col) => col.references('post_replies.id'))
    .addColumn('reply_to_user_id', 'integer', (col) => col.references('users.id'))
    // Whom it is addressed to: the answered reply's author, else the post's (my_reply received).
    .addColumn('recipient_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('content', 'varchar(400)', (col) => col.notNull())
    .addColumn('child_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await index(db, 'post_replies', 'post_replies_top_idx', ['post_id', 'parent_id', 'id']);
  await index(db, 'post_replies', 'post_replies_children_idx', ['parent_id', 'id']);
  await index(db, 'post_replies', 'post_replies_user_idx', ['user_id', 'id']);
  await index(db, 'post_replies', 'post_replies_recipient_idx', ['recipient_id', 'id']);

  await createLikesTable(db, 'post');

  await withIdColumn(db, db.schema.createTable('post_reports'))
    .addColumn('post_id', 'integer', (col) => col.notNull().references('posts.id'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('reason', 'varchar(20)', (col) => col.notNull())
    .addColumn('text', 'varchar(400)')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  // Once per user per post; also the moderation queue's lookup by post.
  await uniqueIndex(db, 'post_reports', 'post_reports_post_user_key', ['post_id', 'user_id']);
}

/** The post list indexes; the benchmark drops and rebuilds them around its bulk load. */
const POST_INDEXES: Readonly<Record<string, readonly string[]>> = {
  posts_latest_idx: ['status', 'id'],
  posts_category_latest_idx: ['status', 'category_id', 'id'],
  posts_country_latest_idx: ['status', 'country_id', 'id'],
  posts_state_latest_idx: ['status', 'state_id', 'id'],
  posts_metro_latest_idx: ['status', 'metro_id', 'id'],
  posts_country_category_latest_idx: ['status', 'country_id', 'category_id', 'id'],
  posts_state_category_latest_idx: ['status', 'state_id', 'category_id', 'id'],
  posts_metro_category_latest_idx: ['status', 'metro_id', 'category_id', 'id'],
  posts_replies_idx: ['status', 'reply_count', 'id'],
  posts_category_replies_idx: ['status', 'category_id', 'reply_count', 'id'],
  posts_likes_idx: ['status', 'like_count', 'id'],
  posts_category_likes_idx: ['status', 'category_id', 'like_count', 'id'],
  posts_user_idx: ['user_id', 'id'],
  posts_expiry_idx: ['status', 'expires_at'],
  posts_recommended_idx: ['status', 'recommended_at'],
};

async function createPostIndexes(db: Kysely<unknown>): Promise<void> {
  for (const [name, columns] of Object.entries(POST_INDEXES)) {
    await index(db, 'posts', name, columns);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['post_reports', 'post_likes', 'post_replies', 'posts']);
}
