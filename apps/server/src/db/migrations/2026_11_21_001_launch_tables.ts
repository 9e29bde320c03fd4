import { sql, type Kysely } from 'kysely';
import { dropTables, index, withIdColumn } from './helpers';

/** The data the app loads at launch: regions, post categories and the parameter config. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('regions'))
    .addColumn('parent_id', 'integer', (col) => col.references('regions.id').onDelete('restrict'))
    .addColumn('name', 'varchar(50)', (col) => col.notNull())
    .addColumn('level', 'integer', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await index(db, 'regions', 'regions_level_sort_idx', ['level', 'sort_order']);
  await index(db, 'regions', 'regions_parent_idx', ['parent_id']);

  await withIdColumn(db, db.schema.createTable('categories'))
    .addColumn('name', 'varchar(20)', (col) => col.notNull().unique())
    .addColumn('icon', 'varchar(20)', (col) => col.notNull())
    .addColumn('color', 'varchar(9)', (col) => col.notNull())
    .addColumn('recommended', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('has_price', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('client_types', 'integer', (col) => col.notNull().defaultTo(3))
    .addCheckConstraint('categories_recommended_flag', sql`recommended in (0, 1)`)
    .addCheckConstraint('categories_has_price_flag', sql`has_price in (0, 1)`)
    .execute();

  await db.schema
    .createTable('param_config')
    .addColumn('key', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['param_config', 'categories', 'regions']);
}
