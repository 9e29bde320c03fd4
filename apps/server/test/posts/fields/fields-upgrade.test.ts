import { categoryFields } from '@huaren/contract';
import { expect, it } from 'vitest';
import { CATEGORY_FIELDS_2026_11_27 } from '../../../src/db/migrations/2026_11_27_039_category_fields';
import { startAnotherApp, startTestApp } from '../../support/app';
import { callOk } from '../../support/call-ok';
import { places } from '../../support/posts';
import { reopenWithMigrator } from '../../support/migrator';

/** The last migration before the category fields (039). */
const BEFORE_FIELDS = '2026_11_27_038_risk_patterns';

/**
 * A database seeded before the fields existed: the migration gives the seeded categories their
 * fields (by icon), as the launch seed gives a fresh one.
 */
it('seeds the fields of the categories of a database seeded before them', async () => {
  const old = await startTestApp();
  try {
    await old.app.close();
    const { db, migrator } = await reopenWithMigrator(old);
    expect((await migrator.migrateTo(BEFORE_FIELDS)).error).toBeUndefined();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    await db.destroy();

    const upgraded = await startAnotherApp(old);
    try {
      const t = { ...old, ...upgraded };
      const p = await places(t);
      const { list } = await callOk(t, categoryFields, { categoryId: p.jobs }, '');
      expect(list.map((f) => f.key)).toEqual(CATEGORY_FIELDS_2026_11_27.jobs!.map((f) => f.key));
      const all = await callOk(t, categoryFields, {}, '');
      const total = Object.values(CATEGORY_FIELDS_2026_11_27).flat().length;
      expect(all.list).toHaveLength(total);
    } finally {
      await upgraded.app.close();
    }
  } finally {
    await old.database.drop();
  }
});
