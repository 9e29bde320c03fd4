import { sql, type Kysely } from 'kysely';
import { createLikesTable, dropTables, index, withIdColumn, withRegionColumns } from './helpers';

/**
 * Community articles (issue 5) with their images, likes and comments
 * (docs/decisions/0007-article-bodies.md).
 *
 * As for posts, every list is a keyset walk down one index: `latest` is id order, `popular` is
 * (like_count, id); the indexes start with `status` so that only published articles are walked,
 * then the country, state or metro column the region filter picks.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('articles'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .$call(withRegionColumns)
    .addColumn('title', 'varchar(60)', (col) => col.notNull())
    .addColumn('summary', 'varchar(120)', (col) => col.notNull())
    // The author's Markdown, and the sanitised HTML every reader gets (rendered once, on write).
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('body_html', 'text', (col) => col.notNull())
    // JSON of the cover's UploadedImage; its thumbnail is what the cards show.
    .addColumn('cover', 'text')
    .addColumn('cover_thumb_url', 'varchar(300)')
    .addColumn('cover_chosen', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('status', 'varchar(10)', (col) => col.notNull())
    .addColumn('view_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('comment_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('like_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .addCheckConstraint(
      'articles_status_value',
      sql`status in ('pending', 'published', 'hidden', 'deleted')`,
    )
    .execute();
  for (const [name, columns] of Object.entries(ARTICLE_INDEXES)) {
    await index(db, 'articles', name, columns);
  }

  // The uploads an article shows: the body is Markdown, so a clean-up of unreferenced uploads
  // needs this to find an image's articles with one index lookup.
  await db.schema
    .createTable('article_images')
    .addColumn('article_id', 'integer', (col) => col.notNull().references('articles.id'))
    .addColumn('image_id', 'varchar(64)', (col) => col.notNull())
    .addPrimaryKeyConstraint('article_images_pkey', ['article_id', 'image_id'])
    .execute();
  await index(db, 'article_images', 'article_images_image_idx', ['image_id']);

  await createLikesTable(db, 'article');

  await withIdColumn(db, db.schema.createTable('article_comments'))
    .addColumn('article_id', 'integer', (col) => col.notNull().references('articles.id'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    // The top-level comment this one hangs under (one level of threading).
    .addColumn('parent_id', 'integer', (col) => col.references('article_comments.id'))
    // The author of the comment it answers (the parent or one of its replies).
    .addColumn('reply_to_user_id', 'integer', (col) => col.references('users.id'))
    .addColumn('content', 'varchar(400)', (col) => col.notNull())
    // Published replies under a top-level comment.
    .addColumn('child_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('status', 'varchar(10)', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addCheckConstraint('article_comments_status_value', sql`status in ('published', 'deleted')`)
    .execute();
  // Top-level comments newest first (parent_id null), a comment's replies oldest first, mine.
  await index(db, 'article_comments', 'article_comments_top_idx', [
    'article_id',
    'parent_id',
    'status',
    'id',
  ]);
  await index(db, 'article_comments', 'article_comments_children_idx', [
    'parent_id',
    'status',
    'id',
  ]);
  await index(db, 'article_comments', 'article_comments_user_idx', ['user_id', 'status', 'id']);
}

const ARTICLE_INDEXES: Readonly<Record<string, readonly string[]>> = {
  articles_latest_idx: ['status', 'id'],
  articles_country_latest_idx: ['status', 'country_id', 'id'],
  articles_state_latest_idx: ['status', 'state_id', 'id'],
  articles_metro_latest_idx: ['status', 'metro_id', 'id'],
  articles_popular_idx: ['status', 'like_count', 'id'],
  articles_country_popular_idx: ['status', 'country_id', 'like_count', 'id'],
  articles_state_popular_idx: ['status', 'state_id', 'like_count', 'id'],
  articles_metro_popular_idx: ['status', 'metro_id', 'like_count', 'id'],
  articles_user_idx: ['user_id', 'id'],
};

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['article_comments', 'article_likes', 'article_images', 'articles']);
}
