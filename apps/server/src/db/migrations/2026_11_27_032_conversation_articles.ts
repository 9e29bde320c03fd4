import type { Kysely } from 'kysely';

/**
 * Conversations about an article (issue 19, docs/decisions/0037-seller-page.md): `article_id`,
 * with the pair key `a<article>:<lower user>:<higher user>`. No foreign key: SQLite cannot drop a
 * column that has one, and the column is written only after the article was read.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('conversations').addColumn('article_id', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('conversations').dropColumn('article_id').execute();
}
