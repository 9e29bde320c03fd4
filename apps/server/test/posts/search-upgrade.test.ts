import { expect, it } from 'vitest';
import { startAnotherApp, startTestApp } from '../support/app';
import { createPost, createSessionUser, places, postInput, searchIds } from '../support/posts';
import { wipeIndexes } from './indexed';
import { reopenWithMigrator } from '../support/migrator';

/** The last migration before the regions' English names and pinyin (010) and the synonyms (011). */
const BEFORE_ALIASES = '2026_11_26_003_view_readers';

/**
 * A database from before issue 17 upgrades in place: a post written then, naming 尔湾, is found by
 * the place's English name and pinyin once the migrations have run, and by its words once the
 * versioned rebuild has re-indexed it at start-up (decision 0005), on both dialects.
 */
it('finds a post from before the place aliases by the English name of the place it names', async () => {
  const old = await startTestApp();
  try {
    const p = await places(old);
    const irvine = (
      await old.app.db
        .selectFrom('regions')
        .select('id')
        .where('name', '=', '尔湾')
        .executeTakeFirstOrThrow()
    ).id;
    const { token } = await createSessionUser(old);
    const post = await createPost(
      old,
      token,
      postInput(p, {
        regionId: irvine,
        title: '学区房两房一厅出租',
        content: '尔湾近大学和公园，家具齐全，可随时入住。',
      }),
    );
    await old.app.close();

    // The database as it was before 010: the migrations' own downs, and an index at the first
    // tokens' version that no alias-aware tokenizer wrote.
    const { db, migrator } = await reopenWithMigrator(old);
    const { error } = await migrator.migrateTo(BEFORE_ALIASES);
    expect(error).toBeUndefined();
    await wipeIndexes(db, old.database.dialect);
    await db
      .updateTable('rebuild_state')
      .set({ version: 1 })
      .where('name', '=', 'post_search')
      .execute();
    await db.destroy();

    const upgraded = await startAnotherApp(old);
    try {
      const found = (keyword: string) => searchIds({ ...old, ...upgraded }, keyword);
      expect(await found('Irvine')).toEqual([post.id]);
      expect(await found('erwan')).toEqual([post.id]);
      expect(await found('学区')).toEqual([post.id]);
    } finally {
      await upgraded.app.close();
    }
  } finally {
    await old.database.drop();
  }
});
