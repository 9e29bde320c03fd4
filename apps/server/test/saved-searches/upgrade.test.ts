import { expect, it } from 'vitest';
import type { Db } from '../../src/db/database';
import { EVERY_POST } from '../../src/modules/posts/saved-searches/cover';
import { startAnotherApp, startTestApp } from '../support/app';
import { createPost, postInput } from '../support/posts';
import { reopenWithMigrator } from '../support/migrator';
import { matched, save, savedSearches, searcherAndPoster } from './support';

/** The last migration before the saved searches' index of keywords (035). */
const BEFORE_TOKENS = '2026_11_27_030_blocks_message_reports';

const tokensOf = (db: Db) =>
  db.selectFrom('saved_search_tokens').select(['search_id', 'token']).orderBy('token').execute();

/**
 * A database with saved searches from before their index (migration 2026_11_27_035): the
 * migration files them under the key every post carries, without the live tokenizer, so they
 * match as before; the first match job files them again under their keywords' keys.
 */
it('matches the searches saved before the index, then files them by their keywords', async () => {
  const old = await startTestApp();
  try {
    const { p, a, b } = await searcherAndPoster(old);
    const search = await save(old, a.token, { keyword: '钢琴课' });
    await old.app.close();

    const { db, migrator } = await reopenWithMigrator(old);
    expect((await migrator.migrateTo(BEFORE_TOKENS)).error).toBeUndefined();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect(await tokensOf(db)).toEqual([{ search_id: search.id, token: EVERY_POST }]);
    await db.destroy();

    const upgraded = await startAnotherApp(old);
    try {
      const t = { ...old, ...upgraded };
      await createPost(t, b.token, postInput(p, { content: '周末钢琴课，一对一教学，欢迎咨询。' }));
      await matched(t);
      expect((await savedSearches(t, a.token)).map((s) => s.newCount)).toEqual([1]);
      expect((await tokensOf(upgraded.app.db)).map((r) => r.token)).not.toContain(EVERY_POST);
    } finally {
      await upgraded.app.close();
    }
  } finally {
    await old.database.drop();
  }
});
