import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../src/db/errors';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { migrations } from '../src/db/migrations';
import { seedIfEmpty } from '../src/db/seed';
import { useTestApp } from './support/app';
import { createTestDatabase, testDialect } from './support/database';

const ctx = useTestApp();

async function counts() {
  const db = ctx().app.db;
  const count = async (table: 'regions' | 'categories' | 'param_config') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    regions: await count('regions'),
    categories: await count('categories'),
    params: await count('param_config'),
  };
}

describe('migrations and seed', () => {
  it('records every migration once', async () => {
    const { rows } = await sql<{
      name: string;
    }>`select name from kysely_migration order by name`.execute(ctx().app.db);
    expect(rows.map((r) => r.name)).toEqual(Object.keys(migrations).sort());
  });

  // Instances starting together (two-instances.test.ts); a SQLite file serves one host.
  it.skipIf(testDialect() === 'sqlite')(
    'migrates an empty schema once when three instances start at the same moment',
    async () => {
      const database = await createTestDatabase();
      const pools = [1, 2, 3].map(() => openDatabase(loadConfig(database.env).database, console));
      try {
        await Promise.all(pools.map((db) => migrateToLatest(db)));
        const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(
          pools[0]!,
        );
        expect(rows).toHaveLength(Object.keys(migrations).length);
      } finally {
        await Promise.all(pools.map((db) => db.destroy()));
        await database.drop();
      }
    },
  );

  it('can run again at the next start without changing anything', async () => {
    const before = await counts();
    await migrateToLatest(ctx().app.db);
    await migrateToLatest(ctx().app.db);
    await seedIfEmpty(ctx().app.db);
    expect(await counts()).toEqual(before);
    expect(before.regions).toBeGreaterThan(80);
    expect(before.categories).toBe(10);
    expect(before.params).toBe(8);
  });

  it("never overwrites an administrator's edit", async () => {
    const db = ctx().app.db;
    await db
      .updateTable('param_config')
      .set({ value: '新的网站名' })
      .where('key', '=', 'siteName')
      .execute();
    await seedIfEmpty(db);
    const row = await db
      .selectFrom('param_config')
      .select('value')
      .where('key', '=', 'siteName')
      .executeTakeFirstOrThrow();
    expect(row.value).toBe('新的网站名');
  });

  it('configures the store as designed', async () => {
    const db = ctx().app.db;
    if (ctx().database.dialect === 'sqlite') {
      const pragma = async (name: string) =>
        Object.values(
          (await sql.raw<Record<string, unknown>>(`pragma ${name}`).execute(db)).rows[0]!,
        )[0];
      expect(await pragma('journal_mode')).toBe('wal');
      expect(await pragma('foreign_keys')).toBe(1);
      expect(await pragma('synchronous')).toBe(1); // NORMAL
      expect(await pragma('busy_timeout')).toBe(5000);
    } else {
      const { rows } = await sql<{ relpersistence: string }>`
        select relpersistence from pg_class where oid = to_regclass('request_nonces')`.execute(db);
      expect(rows[0]?.relpersistence).toBe('u'); // UNLOGGED
    }
  });

  it('refuses a region whose parent does not exist (foreign keys are on)', async () => {
    await expect(
      ctx()
        .app.db.insertInto('regions')
        .values({ name: '无处', level: 3, parent_id: 999_999, sort_order: 1 })
        .execute(),
    ).rejects.toThrow();
  });

  it('keeps e-mails and phones unique when present, and reports a clash as such', async () => {
    const db = ctx().app.db;
    const user = (email: string | null, phone: string | null) => ({
      nick_name: '测试',
      email,
      phone,
      wechat: null,
      password_hash: 'scrypt$1$1$1$a$b',
      ban_reason: null,
      created_at: 0,
      updated_at: 0,
    });
    await db
      .insertInto('users')
      .values([user('a@example.com', null), user(null, '+12125550001'), user(null, '+12125550002')])
      .execute();
    for (const clash of [user('a@example.com', null), user(null, '+12125550001')]) {
      const err = await db
        .insertInto('users')
        .values(clash)
        .execute()
        .then(
          () => null,
          (e: unknown) => e,
        );
      expect(isUniqueViolation(err)).toBe(true);
    }
    // A user needs at least one contact.
    const none = await db
      .insertInto('users')
      .values(user(null, null))
      .execute()
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(none).not.toBeNull();
    expect(isUniqueViolation(none)).toBe(false);
  });
});
