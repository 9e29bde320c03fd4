import {
  CategoryIcon,
  Code,
  DEFAULT_SITE_NAME,
  ParamKey,
  REGION_PATH_SEPARATOR,
  RegionLevel,
  paramConfigList,
  paramConfigMap,
  postCategories,
  postCategoriesRecommend,
  regionList,
} from '@huaren/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/app';

const ctx = useTestApp();

describe('GET /v1/user/param_config_list/', () => {
  it('answers every key the app reads, values keeping their line breaks', async () => {
    const res = await ctx().client.call(paramConfigList);
    expect(res.code).toBe(Code.ok);
    const config = paramConfigMap(res.data!.list);
    expect(config[ParamKey.siteName]).toBe(DEFAULT_SITE_NAME);
    for (const key of [ParamKey.about, ParamKey.contact, ParamKey.terms, ParamKey.privacy]) {
      expect(config[key]!.split('\n').length, key).toBeGreaterThan(2);
    }
    expect(config[ParamKey.about]).toContain('华人生活圈');
    expect(config[ParamKey.privacy]).toContain('EXIF');
  });
});

describe('GET /v1/user/region_list/', () => {
  it('puts 美国 first as the default country, then 加拿大, then states, then metros', async () => {
    const res = await ctx().client.call(regionList);
    expect(res.code).toBe(Code.ok);
    const list = res.data!.list;
    expect(list[0]).toMatchObject({ regionName: '美国', regionPathName: '美国', parentId: null });
    expect(list[1]).toMatchObject({ regionName: '加拿大', level: RegionLevel.country });
    const levels = list.map((r) => r.level);
    expect(levels).toEqual([...levels].sort((a, b) => a - b));
  });

  it('lists all 50 states and DC under 美国, and Canadian provinces under 加拿大', async () => {
    const list = (await ctx().client.call(regionList)).data!.list;
    const [us, ca] = list;
    const usStates = list.filter((r) => r.parentId === us!.id).map((r) => r.regionName);
    expect(usStates).toHaveLength(51);
    expect(usStates).toEqual(
      expect.arrayContaining([
        '纽约州',
        '加利福尼亚州',
        '华盛顿州',
        '马萨诸塞州',
        '伊利诺伊州',
        '得克萨斯州',
        '华盛顿哥伦比亚特区',
      ]),
    );
    const provinces = list.filter((r) => r.parentId === ca!.id).map((r) => r.regionName);
    expect(provinces).toEqual(
      expect.arrayContaining(['安大略省', '不列颠哥伦比亚省', '魁北克省', '阿尔伯塔省']),
    );
  });

  it("joins every region's path from its country down with '>'", async () => {
    const list = (await ctx().client.call(regionList)).data!.list;
    const byName = new Map(list.map((r) => [r.regionName, r]));
    expect(byName.get('纽约/法拉盛')!.regionPathName).toBe('美国>纽约州>纽约/法拉盛');
    expect(byName.get('洛杉矶/圣盖博谷')!.regionPathName).toBe('美国>加利福尼亚州>洛杉矶/圣盖博谷');
    expect(byName.get('温哥华')!.regionPathName).toBe('加拿大>不列颠哥伦比亚省>温哥华');
    const byId = new Map(list.map((r) => [r.id, r]));
    for (const region of list) {
      const parent = region.parentId === null ? undefined : byId.get(region.parentId);
      const expected = parent
        ? `${parent.regionPathName}${REGION_PATH_SEPARATOR}${region.regionName}`
        : region.regionName;
      expect(region.regionPathName).toBe(expected);
      expect(region.level).toBe(parent ? parent.level + 1 : RegionLevel.country);
    }
  });

  it('has the metros where Chinese speakers live', async () => {
    const names = (await ctx().client.call(regionList))
      .data!.list.filter((r) => r.level === RegionLevel.metro)
      .map((r) => r.regionName);
    expect(names).toEqual(
      expect.arrayContaining([
        '旧金山湾区',
        '尔湾',
        '圣地亚哥',
        '西雅图',
        '波士顿',
        '芝加哥',
        '休斯顿',
        '达拉斯',
        '亚特兰大',
        '费城',
        '华盛顿DC',
        '拉斯维加斯',
        '多伦多',
        '蒙特利尔',
      ]),
    );
  });
});

describe('GET /v1/user/post_categories/', () => {
  it('lists the ten categories in display order for clientType=2', async () => {
    const res = await ctx().client.call(postCategories, { clientType: 2 });
    expect(res.code).toBe(Code.ok);
    const list = res.data!.list;
    expect(list.map((c) => c.name)).toEqual([
      '房屋租售',
      '招聘求职',
      '二手买卖',
      '汽车交易',
      '本地服务',
      '美食餐饮',
      '教育培训',
      '活动交友',
      '法律移民',
      '其他',
    ]);
    expect(list.map((c) => c.sortOrder)).toEqual(
      [...list.map((c) => c.sortOrder)].sort((a, b) => a - b),
    );
    expect(new Set(list.map((c) => c.icon)).size).toBe(CategoryIcon.options.length);
    for (const c of list) expect(c.color).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('marks the categories whose posts carry a price', async () => {
    const list = (await ctx().client.call(postCategories, { clientType: 2 })).data!.list;
    expect(list.filter((c) => c.hasPrice).map((c) => c.name)).toEqual([
      '房屋租售',
      '二手买卖',
      '汽车交易',
    ]);
  });

  it('answers the same list to the old clientType=1 and when clientType is left out', async () => {
    const two = await ctx().client.call(postCategories, { clientType: 2 });
    expect(await ctx().client.call(postCategories, { clientType: 1 })).toEqual(two);
    expect(await ctx().client.call(postCategories)).toEqual(two);
  });

  it.each([
    ['abc', 'clientType 必须是数字'],
    ['3', 'clientType 只能是 1 或 2'],
    ['1.5', 'clientType 必须是数字'],
  ])('refuses clientType=%s with its reason', async (clientType, reason) => {
    const res = await ctx().client.call(postCategories, { clientType });
    expect(res).toEqual({ code: Code.invalid, reason });
  });
});

describe('GET /v1/user/post_categories_recommend/', () => {
  it('answers the recommended subset, in the same order', async () => {
    const all = (await ctx().client.call(postCategories, { clientType: 2 })).data!.list;
    const res = await ctx().client.call(postCategoriesRecommend, { clientType: 2 });
    expect(res.code).toBe(Code.ok);
    const recommended = res.data!.list;
    expect(recommended.length).toBeGreaterThan(0);
    expect(recommended.length).toBeLessThan(all.length);
    expect(recommended).toEqual(all.filter((c) => c.recommended));
    expect(recommended.map((c) => c.name)).not.toContain('其他');
  });

  it('refuses clientType=abc with its reason', async () => {
    const res = await ctx().client.call(postCategoriesRecommend, { clientType: 'abc' });
    expect(res).toEqual({ code: Code.invalid, reason: 'clientType 必须是数字' });
  });
});
