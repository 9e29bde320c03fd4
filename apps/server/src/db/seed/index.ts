import { RegionLevel } from '@huaren/contract';
import { sql, type Kysely } from 'kysely';
import type { Db } from '../database';
import { hasRow } from '../has-row';
import { isPostgres } from '../dialect';
import { categorySeed } from './categories';
import { addCategoryFields } from '../migrations/2026_11_27_039_category_fields';
import { paramConfigSeed } from './param-config';
import { regionAliasSeed, regionSeed } from './regions';

/** An arbitrary constant naming the seed's advisory lock. */
const SEED_LOCK_KEY = 7_241_101;

/**
 * Demo and launch content, kept apart from the migrations: each table is filled only while it is
 * empty, so an administrator's later edits are never overwritten and a restart adds nothing.
 */
export async function seedIfEmpty(db: Db, now: number = Date.now()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // Instances starting together on one PostgreSQL database would otherwise both see empty tables.
    if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`.execute(trx);
    if (await isEmpty(trx, 'regions')) await seedRegions(trx);
    if (await isEmpty(trx, 'categories')) {
      await seedCategories(trx);
      await addCategoryFields(trx as unknown as Kysely<unknown>);
    }
    if (await isEmpty(trx, 'param_config')) await seedParamConfig(trx, now);
  });
}

async function isEmpty(db: Db, table: 'regions' | 'categories' | 'param_config'): Promise<boolean> {
  return !(await hasRow(db.selectFrom(table).select((eb) => eb.lit(1).as('one'))));
}

/** Level by level, so ids run countries, then states, then metros, as the list shows them. */
async function seedRegions(db: Db): Promise<void> {
  const insert = async (
    name: string,
    level: number,
    parentId: number | null,
    sortOrder: number,
  ) => {
    const [nameEn = '', pinyin = ''] = regionAliasSeed[name] ?? [];
    const row = await db
      .insertInto('regions')
      .values({ name, level, parent_id: parentId, sort_order: sortOrder, name_en: nameEn, pinyin })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const countryIds: number[] = [];
  for (const [i, country] of regionSeed.entries()) {
    countryIds.push(await insert(country.name, RegionLevel.country, null, i + 1));
  }
  const states = regionSeed.flatMap((country, i) =>
    country.states.map((state) => ({ state, parentId: countryIds[i]! })),
  );
  const stateIds: number[] = [];
  for (const [i, { state, parentId }] of states.entries()) {
    stateIds.push(await insert(state.name, RegionLevel.state, parentId, i + 1));
  }
  const metros = states.flatMap(({ state }, i) =>
    (state.metros ?? []).map((name) => ({ name, parentId: stateIds[i]! })),
  );
  for (const [i, { name, parentId }] of metros.entries()) {
    await insert(name, RegionLevel.metro, parentId, i + 1);
  }
}

async function seedCategories(db: Db): Promise<void> {
  await db
    .insertInto('categories')
    .values(
      categorySeed.map((c, i) => ({
        name: c.name,
        icon: c.icon,
        color: c.color,
        recommended: c.recommended ? 1 : 0,
        has_price: c.hasPrice ? 1 : 0,
        sort_order: i + 1,
        client_types: 0b11,
      })),
    )
    .execute();
}

async function seedParamConfig(db: Db, now: number): Promise<void> {
  await db
    .insertInto('param_config')
    .values(
      Object.entries(paramConfigSeed).map(([key, value]) => ({ key, value, updated_at: now })),
    )
    .execute();
}
