import { adminSaveParamConfig, Code, openSavedSearch, ParamKey } from '@huaren/contract';
import { describe, expect, it } from 'vitest';
import { HOUR_MS, MINUTE_MS } from '../../src/lib/clock';
import { createAdmin, setContentStatus } from '../support/admin';
import { useTestApp, type TestApp } from '../support/app';
import { createSessionUser, places, premoderate } from '../support/posts';
import { callOk } from '../support/call-ok';
import {
  keywordMatched,
  matchNotices,
  publish,
  save,
  savedSearches,
  searcherAndPoster,
} from './support';

const ctx = useTestApp();

const counts = async (t: TestApp, token: string) =>
  Object.fromEntries((await savedSearches(t, token)).map((s) => [s.name, s.newCount]));

describe('matching a new post', () => {
  it('finds a keyword in either script, as the list does', async () => {
    const t = ctx();
    const { p, a, b } = await searcherAndPoster(t);
    await save(t, a.token, { keyword: '學區' });
    await save(t, a.token, { keyword: '独立卫浴' });
    await save(t, a.token, { keyword: '停车位' });
    const simplified = await publish(t, b.token, p, '法拉盛学区房出租，近地铁。');
    await publish(t, b.token, p, '皇后區兩房，獨立衛浴，拎包入住。');
    expect(await counts(t, a.token)).toEqual({ 學區: 1, 独立卫浴: 1, 停车位: 0 });
    const notices = await matchNotices(t, a.token);
    expect(notices.map((n) => n.text).sort()).toEqual([
      '你保存的搜索「學區」有 1 条新信息',
      '你保存的搜索「独立卫浴」有 1 条新信息',
    ]);
    expect(notices.find((n) => n.text.includes('學區'))).toMatchObject({
      type: 'search',
      verb: 'match',
      excerpt: simplified.title,
      actor: null,
      target: { type: 'post', id: simplified.id, entryId: null },
    });
  });

  it('finds a region with its sub-regions and a category', async () => {
    const t = ctx();
    const { p, a, b } = await searcherAndPoster(t);
    await save(t, a.token, { regionId: p.newYorkState });
    await save(t, a.token, { regionId: p.usa, categoryId: p.housing });
    await save(t, a.token, { regionId: p.california });
    await publish(t, b.token, p, '法拉盛招聘服务员。', { regionId: p.flushing });
    await publish(t, b.token, p, '布鲁克林两房出租。', {
      regionId: p.brooklyn,
      categoryId: p.housing,
    });
    expect(await counts(t, a.token)).toEqual({
      纽约州: 2,
      '美国 · 房屋租售': 1,
      加利福尼亚州: 0,
    });
  });

  it('never tells a user of their own post, nor of a pending one until it is approved', async () => {
    const t = ctx();
    const p = await places(t);
    const admin = await createAdmin(t);
    const [a, b] = await Promise.all([createSessionUser(t), createSessionUser(t)]);
    await save(t, a.token, { categoryId: p.secondhand });
    await publish(t, a.token, p, '自用沙发转让。', { categoryId: p.secondhand });
    expect(await counts(t, a.token)).toEqual({ 二手买卖: 0 });

    await premoderate(t, p.secondhand);
    const pending = await publish(t, b.token, p, '九成新餐桌转让。', { categoryId: p.secondhand });
    expect(pending.status).toBe('pending');
    expect(await counts(t, a.token)).toEqual({ 二手买卖: 0 });
    const res = await setContentStatus(t, admin.token, { type: 'post', id: pending.id }, 'approve');
    expect(res.code).toBe(Code.ok);
    expect(await counts(t, a.token)).toEqual({ 二手买卖: 1 });
    expect((await matchNotices(t, a.token))[0]!.target).toEqual({
      type: 'post',
      id: pending.id,
      entryId: null,
    });
  });

  it('opening a search starts its count again', async () => {
    const t = ctx();
    const { p, a, b, search } = await keywordMatched(t, '炒锅', '招聘炒锅一名。');
    expect(await counts(t, a.token)).toEqual({ 炒锅: 1 });
    t.clock.advance(1000);
    await t.client.call(openSavedSearch, { id: search.id }, { token: a.token });
    expect(await counts(t, a.token)).toEqual({ 炒锅: 0 });
    t.clock.advance(1000);
    await publish(t, b.token, p, '再招炒锅一名。');
    expect(await counts(t, a.token)).toEqual({ 炒锅: 1 });
  });
});

describe('match notices', () => {
  it('come at most once an hour per search, the matches in between in one notice', async () => {
    const t = ctx();
    const { p, a, b } = await keywordMatched(t, '月嫂', '招聘月嫂，经验优先。');
    const later = [];
    for (const n of [1, 2, 3]) {
      t.clock.advance(10 * MINUTE_MS);
      later.push(await publish(t, b.token, p, `急招月嫂第${n}名。`));
    }
    expect(await counts(t, a.token)).toEqual({ 月嫂: 4 });
    expect((await matchNotices(t, a.token)).map((n) => n.text)).toEqual([
      '你保存的搜索「月嫂」有 1 条新信息',
    ]);

    // An hour after the first notice, the three since make one notice leading to the newest.
    t.clock.advance(30 * MINUTE_MS);
    const notices = await matchNotices(t, a.token);
    expect(notices.map((n) => n.text)).toEqual([
      '你保存的搜索「月嫂」有 3 条新信息',
      '你保存的搜索「月嫂」有 1 条新信息',
    ]);
    expect(notices[0]!.target?.id).toBe(later[2]!.id);

    // Within the hour after that one: nothing yet; an hour later, the next.
    t.clock.advance(10 * MINUTE_MS);
    await publish(t, b.token, p, '月嫂再招一名。');
    expect(await matchNotices(t, a.token)).toHaveLength(2);
    t.clock.advance(HOUR_MS);
    expect((await matchNotices(t, a.token)).map((n) => n.text)[0]).toBe(
      '你保存的搜索「月嫂」有 1 条新信息',
    );
    expect(await matchNotices(t, a.token)).toHaveLength(3);
  });

  it('a repeated match job tells nobody twice', async () => {
    const t = ctx();
    const { a, post } = await keywordMatched(t, '保姆', '招聘住家保姆。');
    t.clock.advance(2 * HOUR_MS);
    await t.app.db.transaction().execute((trx) =>
      t.app.jobs.enqueue(
        trx,
        { kind: 'searches.match', maxAttempts: 1, describe: () => '' },
        {
          postId: post.id,
        },
      ),
    );
    t.app.jobs.kick();
    expect(await matchNotices(t, a.token)).toHaveLength(1);
    expect(await counts(t, a.token)).toEqual({ 保姆: 1 });
  });

  it('tells each of many searchers once, however many searches one post matches', async () => {
    const t = ctx();
    const { p, b } = await searcherAndPoster(t);
    // More searchers than the job records in one transaction, each with two matching searches.
    const searchers = await Promise.all(Array.from({ length: 13 }, () => createSessionUser(t)));
    for (const s of searchers) {
      await save(t, s.token, { keyword: '月嫂' });
      await save(t, s.token, { keyword: '住家月嫂' });
    }
    await publish(t, b.token, p, '诚聘住家月嫂，经验丰富者优先。');
    for (const s of searchers) {
      expect(await counts(t, s.token)).toEqual({ 月嫂: 1, 住家月嫂: 1 });
      expect(await matchNotices(t, s.token)).toHaveLength(2);
    }
    expect(await matchNotices(t, b.token)).toHaveLength(0);
  });
});

describe("the searches' index of keywords", () => {
  it('is filed again when the console changes what a keyword means', async () => {
    const t = ctx();
    const { p, a, b } = await keywordMatched(t, '育儿嫂', '诚聘育儿嫂一名。');
    const admin = await createAdmin(t);
    const synonyms = '育儿嫂: 保育员';
    await callOk(
      t,
      adminSaveParamConfig,
      { key: ParamKey.searchSynonyms, value: synonyms },
      admin.token,
    );
    await publish(t, b.token, p, '幼儿园招保育员。');
    expect(await counts(t, a.token)).toEqual({ 育儿嫂: 2 });
  });
});
