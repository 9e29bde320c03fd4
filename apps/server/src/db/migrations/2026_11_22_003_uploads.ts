import type { Kysely } from 'kysely';
import { deletedWithUser } from './helpers';

/**
 * Uploaded images (issue 4): one row per uploader and image, so a post can check that its images
 * are its author's (the primary key (user_id, id) serves that lookup). The id is the SHA-256 hex of
 * the stored WebP; the files themselves live in the object store, not here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('uploads')
    .addColumn('id', 'varchar(64)', (col) => col.notNull())
    .addColumn('user_id', 'integer', deletedWithUser)
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .addColumn('bytes', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('uploads_pkey', ['user_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('uploads').execute();
}
