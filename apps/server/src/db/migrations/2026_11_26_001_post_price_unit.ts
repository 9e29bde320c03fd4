import { sql, type Kysely } from 'kysely';

/**
 * What a post's price is for (decision 0006): null for the thing itself, `month` for rent and
 * `hour` for wages or a service. Existing posts keep null: their prices were of the thing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('posts')
    .addColumn('price_unit', 'text', (col) =>
      col.check(sql`price_unit is null or price_unit in ('month', 'hour')`),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('posts').dropColumn('price_unit').execute();
}
