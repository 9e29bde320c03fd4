import { postList, updatePost } from '@huaren/contract';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { isPostgres } from '../../src/db/dialect';
import type { PublicListQuery } from '../../src/modules/posts/post-cards.repository';
import {
  createPostListRepository,
  type PostListRepository,
} from '../../src/modules/posts/post-list.repository';
import { searchKeyword, type KeywordSearch } from '../../src/modules/posts/search/keyword';
import { lexiconOf } from '../../src/modules/posts/search/lexicon';
import { useContentApp } from '../support/content';
import { createSessionUser, postInput, publishAll, searchIds } from '../support/posts';

/**
 * Decision 0045: a keyword's first page is found one of two ways, chosen by what it costs
 * (PostgreSQL: the newest posts walked, or GIN's matches; SQLite: a prefix word asked as the OR
 * of the words it completes to, or as FTS5's prefix). Whichever way, a reader sees the same
 * posts in the same order, on every page.
 */
const { ctx, p } = useContentApp();

const KEYWORDS = [
  'iphone',
  'iph',
  'ip',
  'i',
  'iPhone 二手',
  'toyota',
  'Toyo',
  '租房',
  '出租',
  '單間',
  '二手',
  '绿卡',
  'green',
  'Flushing',
  'H1B',
  '7号线',
  '无人机',
];

/** Every page of a keyword's list through the repository, by the cursor the service builds. */
async function allPages(
  lists: PostListRepository,
  base: Omit<PublicListQuery, 'limit' | 'after'>,
  limit: number,
): Promise<number[]> {
  const seen: number[] = [];
  let after: number[] | undefined;
  for (let page = 0; page < 60; page++) {
    const rows = await lists.listPublic({ ...base, limit: limit + 1, ...(after ? { after } : {}) });
    const shown = rows.slice(0, limit);
    seen.push(...shown.map((r) => r.id));
    if (rows.length <= limit) return seen;
    const last = shown[shown.length - 1]!;
    const count = base.sort === 'likes' ? last.like_count : last.reply_count;
    after =
      base.sort === 'latest'
        ? last.tier === undefined
          ? [last.id]
          : [last.tier, last.id]
        : [count, last.id];
  }
  throw new Error('more than 60 pages');
}

describe('the two ways to a keyword page', () => {
  let keywords: [string, KeywordSearch][];

  beforeAll(async () => {
    // Title, content, category: prefixes, synonyms, Traditional, English and place names.
    const texts: [string, string, number][] = [
      ['iPhone 15 二手出售', '九成新，原装充电器', p.secondhand],
      ['出售iPhones两部', '价格可议', p.secondhand],
      ['iPad 闲置转让', '几乎全新', p.secondhand],
      ['法拉盛租房', '近地铁7号线，包水电', p.housing],
      ['法拉盛出租單間', '近 Main St，可短租', p.housing],
      ['合租找室友', 'Flushing 近法拉盛图书馆', p.housing],
      ['Toyota Camry 二手车', '车况良好', p.secondhand],
      ['toyotas wanted', '高价收购二手丰田', p.secondhand],
      ['餐馆招聘厨师', '包吃住，H-1B 可办', p.jobs],
      ['green card 咨询', '资深律师', p.jobs],
      ['绿卡面谈辅导', 'greenery 不相关', p.jobs],
      ['iPhone 壳 闲置', 'iphone13 可用', p.secondhand],
    ];
    const posts = texts.map(([title, content, categoryId]) => ({ title, content, categoryId }));
    const regions = [p.flushing, p.brooklyn, p.bayArea];
    const inputs = [
      ...posts,
      ...posts.map((post) => ({ ...post, title: `${post.title} 再发` })),
    ].map((post, i) => ({
      ...post,
      content: `${post.content}，本帖长期有效，欢迎来电或微信详谈。`,
      regionId: regions[i % regions.length]!,
    }));
    // The posting limit is per author: two authors share the posts.
    await publishAll(ctx(), p, inputs.slice(0, 12));
    await publishAll(ctx(), p, inputs.slice(12));
    const ids = await ctx().app.db.selectFrom('posts').select('id').orderBy('id').execute();
    for (const [i, { id }] of ids.entries()) {
      await ctx()
        .app.db.updateTable('posts')
        .set({ like_count: (i * 7) % 5, reply_count: (i * 3) % 4 })
        .where('id', '=', id)
        .execute();
    }
    // PostgreSQL chooses by ANALYZE's token shares: give it some to choose by.
    if (isPostgres(ctx().app.db)) await sql`analyze posts`.execute(ctx().app.db);
    const lexicon = lexiconOf((await ctx().app.catalog.snapshot()).searchWords);
    keywords = KEYWORDS.map((text) => [text, searchKeyword(text, lexicon)!]);
  });

  it('answers the same posts in the same order either way, on every page', async () => {
    const db = ctx().app.db;
    const now = ctx().clock.now();
    const plans = {
      auto: createPostListRepository(db),
      walk: createPostListRepository(db, { plan: 'walk', searchWindow: 3 }),
      walkWide: createPostListRepository(db, { plan: 'walk' }),
      index: createPostListRepository(db, { plan: 'index' }),
    };
    const scopes = [
      {},
      { region: { column: 'metro_id' as const, id: p.flushing } },
      { categoryId: p.housing },
      { region: { column: 'state_id' as const, id: p.newYorkState }, categoryId: p.secondhand },
    ];
    let found = 0;
    for (const [text, keyword] of keywords) {
      for (const scope of scopes) {
        for (const sort of ['latest', 'likes'] as const) {
          for (const limit of [1, 2, 5]) {
            const base = { now, sort, keyword, ...scope };
            const [auto, ...others] = await Promise.all(
              Object.values(plans).map((lists) => allPages(lists, base, limit)),
            );
            const label = `${text} ${JSON.stringify(scope)} ${sort} ${limit}`;
            for (const other of others) expect(other, label).toEqual(auto);
            found += auto!.length;
          }
        }
      }
    }
    expect(found).toBeGreaterThan(100);
  });

  it('finds words by their start, newest first, including words written since', async () => {
    const iphones = await searchIds(ctx(), 'iph');
    const titles = async (ids: number[]) =>
      (
        await ctx()
          .app.db.selectFrom('posts')
          .select(['id', 'title'])
          .where('id', 'in', ids)
          .execute()
      ).sort((a, b) => b.id - a.id);
    expect((await titles(iphones)).map((r) => r.title)).toEqual([
      'iPhone 壳 闲置 再发',
      '出售iPhones两部 再发',
      'iPhone 15 二手出售 再发',
      'iPhone 壳 闲置',
      '出售iPhones两部',
      'iPhone 15 二手出售',
    ]);
    expect(await searchIds(ctx(), 'iphonex')).toEqual([]);

    // An edit brings a word no post held before: its prefix finds it at once.
    const user = await createSessionUser(ctx());
    const [id] = await publishAll(
      ctx(),
      p,
      [{ title: '出售旧手机', content: '成色一般，本帖长期有效，欢迎来电或微信详谈。' }],
      user.token,
    );
    const edited = await ctx().client.call(
      updatePost,
      {
        id: id!,
        ...postInput(p, {
          title: 'iPhoneX 旧手机',
          content: '成色一般，本帖长期有效，欢迎来电或微信详谈。',
        }),
      },
      { token: user.token },
    );
    expect(edited.code).toBe(200);
    expect(await searchIds(ctx(), 'iphonex')).toEqual([id]);
    expect((await searchIds(ctx(), 'iPhon'))[0]).toBe(id);
    const page = await ctx().client.call(postList, { keyword: 'iphon', pageSize: 2 });
    expect(page.data!.list.map((item) => item.id)[0]).toBe(id);
  });
});
