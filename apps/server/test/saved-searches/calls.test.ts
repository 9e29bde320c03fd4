import {
  Code,
  deleteSavedSearch,
  mySavedSearches,
  openSavedSearch,
  SAVED_SEARCH_MAX,
  saveSearch,
} from '@huaren/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../support/app';
import { testDialect } from '../support/database';
import { refused } from '../support/bad-input';
import { createSessionUser, places } from '../support/posts';
import { publish, save, savedSearches, searcherAndPoster } from './support';

const ctx = useTestApp();

const stored = (t: TestApp) =>
  t.app.db.selectFrom('saved_searches').selectAll().orderBy('id').execute();

describe('POST /v1/user/saved_searches/save/', () => {
  it('saves a filter with its name; the same filter again is the same search', async () => {
    const t = ctx();
    const p = await places(t);
    const user = await createSessionUser(t);
    const filter = { regionId: p.newYorkState, categoryId: p.housing, keyword: ' 学区 ' };
    const saved = await save(t, user.token, filter);
    expect(saved).toEqual({
      id: expect.any(Number),
      name: '纽约州 · 房屋租售 · 学区',
      filter: { regionId: p.newYorkState, categoryId: p.housing, keyword: '学区' },
      newCount: 0,
      createdAt: expect.any(String),
    });
    const reordered = { keyword: '学区', categoryId: p.housing, regionId: p.newYorkState };
    expect((await save(t, user.token, reordered)).id).toBe(saved.id);
    const other = await save(t, user.token, { keyword: '法拉盛' });
    expect((await savedSearches(t, user.token)).map((s) => [s.id, s.name])).toEqual([
      [other.id, '法拉盛'],
      [saved.id, '纽约州 · 房屋租售 · 学区'],
    ]);
  });

  it(`keeps at most ${SAVED_SEARCH_MAX} per user and says so at the next`, async () => {
    const t = ctx();
    const user = await createSessionUser(t);
    for (let i = 0; i < SAVED_SEARCH_MAX; i++) await save(t, user.token, { keyword: `房${i}` });
    const res = await t.client.call(saveSearch, { keyword: '再多一个' }, { token: user.token });
    expect(res).toEqual({
      code: Code.conflict,
      reason: `最多保存 ${SAVED_SEARCH_MAX} 个搜索，请先删除不需要的搜索`,
    });
    expect(await savedSearches(t, user.token)).toHaveLength(SAVED_SEARCH_MAX);
    // Another user's searches count for them only.
    const other = await createSessionUser(t);
    expect((await save(t, other.token, { keyword: '再多一个' })).name).toBe('再多一个');
  });

  it.each([
    ['no filter', {}, '请先选择地区、分类或输入关键词再保存搜索'],
    ['a blank keyword', { keyword: '   ' }, '请先选择地区、分类或输入关键词再保存搜索'],
    ['a bad region id', { regionId: 'x' }, '地区编号不正确'],
    ['a bad category id', { categoryId: -1 }, '分类编号不正确'],
    ['an unknown region', { regionId: 999_999 }, '地区不存在'],
    ['an unknown category', { categoryId: 999_999 }, '分类不存在'],
    ['a long keyword', { keyword: '房'.repeat(51) }, '关键词最多 50 个字'],
    ['a keyword that is not text', { keyword: 5 }, '关键词格式不正确'],
  ])('refuses %s and saves nothing', async (_, input, reason) => {
    const t = ctx();
    const user = await createSessionUser(t);
    const before = await stored(t);
    expect(await t.client.call(saveSearch, input, { token: user.token })).toEqual(refused(reason));
    expect(await stored(t)).toEqual(before);
  });

  it('answers a visitor 403', async () => {
    const t = ctx();
    expect((await t.client.call(saveSearch, { keyword: '学区' })).code).toBe(Code.notLoggedIn);
    expect((await t.client.call(mySavedSearches, {})).code).toBe(Code.notLoggedIn);
  });
});

describe('open and delete', () => {
  it("answer 404 to another user's id and change nothing", async () => {
    const t = ctx();
    const [a, b] = await Promise.all([createSessionUser(t), createSessionUser(t)]);
    const search = await save(t, a.token, { keyword: '学区' });
    const before = await stored(t);
    for (const call of [openSavedSearch, deleteSavedSearch]) {
      expect(await t.client.call(call, { id: search.id }, { token: b.token })).toEqual({
        code: Code.notFound,
        reason: '该搜索不存在或已删除',
      });
    }
    expect(await stored(t)).toEqual(before);
    expect(await savedSearches(t, b.token)).toEqual([]);
  });

  it('open answers the search; delete removes it, and then it is not found', async () => {
    const t = ctx();
    const user = await createSessionUser(t);
    const search = await save(t, user.token, { keyword: '学区' });
    const opened = await t.client.call(openSavedSearch, { id: search.id }, { token: user.token });
    expect(opened).toEqual({ code: Code.ok, data: { ...search, newCount: 0 } });
    const del = () => t.client.call(deleteSavedSearch, { id: search.id }, { token: user.token });
    expect(await del()).toEqual({ code: Code.ok, data: {} });
    expect(await savedSearches(t, user.token)).toEqual([]);
    expect((await del()).code).toBe(Code.notFound);
  });

  it.each([
    ['text', 'x'],
    ['zero', 0],
    ['a fraction', 1.5],
    ['too large', 2 ** 31],
  ])('refuse an id that is %s', async (_, id) => {
    const t = ctx();
    const user = await createSessionUser(t);
    for (const call of [openSavedSearch, deleteSavedSearch]) {
      expect(await t.client.call(call, { id }, { token: user.token })).toEqual(
        refused('搜索编号不正确'),
      );
    }
  });
});

describe.skipIf(testDialect() !== 'postgres')('delete beside the match job', () => {
  it('deletes a search whose hit the match job is recording at that moment', async () => {
    const t = ctx();
    const { p, a, b } = await searcherAndPoster(t);
    const search = await save(t, a.token, { keyword: '学区' });
    const post = await publish(t, b.token, p, '学区房出租');
    let finish!: () => void;
    let recorded!: () => void;
    const hitWritten = new Promise<void>((resolve) => (recorded = resolve));
    // The job's transaction: a hit written, not yet committed.
    const job = t.app.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('saved_search_hits').where('search_id', '=', search.id).execute();
      await trx
        .insertInto('saved_search_hits')
        .values({ search_id: search.id, post_id: post.id, created_at: Date.now() })
        .execute();
      recorded();
      await new Promise<void>((resolve) => (finish = resolve));
    });
    await hitWritten;
    const deleted = t.client.call(deleteSavedSearch, { id: search.id }, { token: a.token });
    // The delete waits for the job's transaction before it goes on.
    await expect
      .poll(async () => {
        const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
          where wait_event_type = 'Lock' and datname = current_database()`.execute(t.app.db);
        return rows[0]!.n;
      })
      .toBeGreaterThan(0);
    finish();
    await job;
    expect(await deleted).toEqual({ code: Code.ok, data: {} });
    expect(await savedSearches(t, a.token)).toEqual([]);
    const hits = await t.app.db
      .selectFrom('saved_search_hits')
      .select('post_id')
      .where('search_id', '=', search.id)
      .execute();
    expect(hits).toEqual([]);
  });
});
