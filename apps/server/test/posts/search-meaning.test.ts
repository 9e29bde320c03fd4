import {
  adminSaveParamConfig,
  adminSaveRegion,
  ParamKey,
  postList,
  regionList,
} from '@huaren/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../support/admin';
import { useContentApp } from '../support/content';
import { searchIds } from '../support/posts';

// Search that finds what people mean (issue 17, decision 0005): across scripts, by a place's
// English and pinyin names, by the console's synonyms and category intent, and by joined
// spellings; exact matches first.

const { ctx, p, postBy, poster } = useContentApp(['poster']);
const ids: Record<string, number> = {};

const search = (keyword: string, extra: Parameters<typeof searchIds>[2] = {}) =>
  searchIds(ctx(), keyword, extra);
const idsOf = (...names: string[]) => names.map((name) => ids[name]!);

beforeAll(async () => {
  const irvine = (await ctx()
    .app.db.selectFrom('regions')
    .select('id')
    .where('name', '=', '尔湾')
    .executeTakeFirstOrThrow())!.id;
  const make = async (
    name: string,
    title: string,
    content: string,
    extra: { categoryId?: number; regionId?: number } = {},
  ) => {
    const body = `${content}欢迎来电咨询。`;
    ids[name] = (
      await postBy(poster, { title, content: body, categoryId: p.secondhand, ...extra })
    ).id;
  };
  // Oldest first: lists show the newest first.
  await make('school', '学区房主卧', '好学区，步行到小学。', { categoryId: p.housing });
  await make('greenCardTrad', '綠卡面談經驗', '分享辦理綠卡的過程。');
  await make('flushingZh', '法拉盛搬家', '同城搬运，价格公道。');
  await make('flushingEn', 'Moving help in Flushing', 'Two movers and a van, weekends too.');
  await make('irvine', 'Irvine 高中数学家教', '耐心负责，可上门。', { regionId: irvine });
  await make('h1b', 'H-1B 抽签咨询', '律师事务所免费咨询。');
  await make('w2', '报税找我 W-2 1099', '个人报税与公司报税。');
  await make('iphone', '出售 iPhone 15 Pro', '九成新，原装充电器。');
  await make('rentOut', '主卧出租近地铁', '交通方便，包水电。', { categoryId: p.housing });
  await make('monthly', '月租单间拎包住', '可短租，拎包入住。', { categoryId: p.housing });
  await make('housingPlain', '两室一厅新装修', '新装修，可养宠物。', { categoryId: p.housing });
  await make('carRent', '室内车位出租', '室内车位，每月八十。');
  await make('rentHouse', '租房：法拉盛一房一厅', '近7号线，随时入住。', { categoryId: p.housing });
  await make('greenCard', 'green card lawyer', 'Family and employment based.');
  await make('unrelated', '出售布艺沙发', '九成新，自取。');
});

describe('search across scripts', () => {
  it('finds Simplified posts by a Traditional query and Traditional posts by a Simplified one', async () => {
    expect(await search('學區')).toEqual(idsOf('school'));
    expect(await search('綠卡')).toEqual(idsOf('greenCardTrad', 'greenCard'));
    expect(await search('绿卡')).toEqual(idsOf('greenCardTrad', 'greenCard'));
    expect(await search('辦理')).toEqual(idsOf('greenCardTrad'));
  });
});

describe('search by a place in any of its names', () => {
  it('finds 法拉盛 and Flushing posts by either name or its pinyin, exact ones first', async () => {
    const both = idsOf('flushingEn', 'rentHouse', 'flushingZh');
    expect(await search('Flushing')).toEqual([ids.flushingEn, ids.rentHouse, ids.flushingZh]);
    expect(await search('法拉盛')).toEqual([ids.rentHouse, ids.flushingZh, ids.flushingEn]);
    expect((await search('falasheng')).sort()).toEqual(both.sort());
    expect(await search('Irvine')).toEqual(idsOf('irvine'));
    expect(await search('尔湾')).toEqual(idsOf('irvine'));
    expect(await search('erwan')).toEqual(idsOf('irvine'));
  });

  it('combines a place with other words', async () => {
    expect(await search('Flushing 搬家')).toEqual(idsOf('flushingZh'));
  });
});

describe('search by joined or split spellings', () => {
  it('matches letters and digits written together or apart', async () => {
    expect(await search('H1B')).toEqual(idsOf('h1b'));
    expect(await search('h 1b')).toEqual(idsOf('h1b'));
    expect(await search('W2')).toEqual(idsOf('w2'));
    expect(await search('iPhone15')).toEqual(idsOf('iphone'));
    expect(await search('iphone 15 pro')).toEqual(idsOf('iphone'));
  });
});

describe('search by what a word means', () => {
  it('finds a category’s posts and the synonyms of its intent word, exact matches first', async () => {
    expect(await search('租房')).toEqual([
      ids.rentHouse,
      // Then newest first: the synonyms (出租, 月租, 单间) and the 房屋租售 category.
      ids.carRent,
      ids.housingPlain,
      ids.monthly,
      ids.rentOut,
      ids.school,
    ]);
    expect(await search('租房', { categoryId: p.housing })).toEqual(
      idsOf('rentHouse', 'housingPlain', 'monthly', 'rentOut', 'school'),
    );
    // A synonym does not find its head word's posts.
    expect(await search('出租')).toEqual(idsOf('carRent', 'rentOut'));
  });

  it('pages from the exact matches into the expanded ones without repeating a post', async () => {
    const seen: number[] = [];
    let cursor: string | undefined;
    do {
      const page = await ctx().client.call(postList, {
        keyword: '租房',
        pageSize: 2,
        ...(cursor ? { cursor } : {}),
      });
      seen.push(...page.data!.list.map((i) => i.id));
      cursor = page.data!.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual(await search('租房'));
  });

  it('sorted by likes, ranks every match by its count', async () => {
    expect((await search('租房', { sort: 'likes' })).sort()).toEqual((await search('租房')).sort());
  });

  it('follows the synonyms and region names the console sets', async () => {
    const admin = await createAdmin(ctx());
    const saved = await ctx().client.call(
      adminSaveParamConfig,
      { key: ParamKey.searchSynonyms, value: '沙发 = sofa\n家具: #二手买卖' },
      { token: admin.token },
    );
    expect(saved.code).toBe(200);
    expect(await search('sofa')).toEqual(idsOf('unrelated'));
    expect(await search('租房')).toEqual(idsOf('rentHouse'));

    const region = await ctx().client.call(
      adminSaveRegion,
      {
        id: p.flushing,
        name: '纽约/法拉盛',
        parentId: p.newYorkState,
        nameEn: 'New York/Flush Town',
      },
      { token: admin.token },
    );
    expect(region.data).toMatchObject({
      nameEn: 'New York/Flush Town',
      pinyin: 'niuyue/falasheng',
    });
    expect(await search('Flush Town')).toEqual(idsOf('rentHouse', 'flushingZh'));
  });
});

describe('the region list', () => {
  it('carries each region’s English names and pinyin', async () => {
    const list = (await ctx().client.call(regionList, {})).data!.list;
    expect(list.find((r) => r.regionName === '尔湾')).toMatchObject({
      nameEn: 'Irvine',
      pinyin: 'erwan',
    });
  });
});
