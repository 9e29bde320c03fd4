import {
  adminOrderRegions,
  adminSaveRegion,
  articleDetail,
  Code,
  postDetail,
  postList,
  regionList,
} from '@huaren/contract';
import { describe, expect, it } from 'vitest';
import { createAdmin, latestAudit } from '../support/admin';
import { useContentApp } from '../support/content';

const { ctx, p, articleBy, postBy, admin } = useContentApp(['admin']);

const as = () => ({ token: admin.token });
const save = (input: Record<string, unknown>) => ctx().client.call(adminSaveRegion, input, as());
const found = async (regionId: number, keyword: string) =>
  (await ctx().client.call(postList, { regionId, keyword })).data!.list.map((i) => i.id);
const pathOf = async (id: number) =>
  (await ctx().client.call(regionList, {})).data!.list.find((r) => r.id === id)!.regionPathName;

describe('POST /v1/admin/region/save/', () => {
  it('creates a region last under its parent, one level down, and the region list shows it', async () => {
    const res = await save({ name: '新泽西/爱迪生', parentId: p.newYorkState, reason: '用户要求' });
    expect(res.data).toMatchObject({ parentId: p.newYorkState, level: 3, name: '新泽西/爱迪生' });
    expect(await pathOf(res.data!.id)).toBe('美国>纽约州>新泽西/爱迪生');
    expect(await latestAudit(ctx(), admin.token, 'region', res.data!.id)).toMatchObject({
      action: 'region.create',
      reason: '用户要求',
      after: { name: '新泽西/爱迪生', level: 3 },
    });
  });

  it('moves a metro to another state: its posts and articles follow, in lists, search and paths', async () => {
    const author = await createAdmin(ctx(), { nickName: '法拉盛房东' });
    const post = await postBy(author, { regionId: p.flushing, title: '法拉盛缅街两房出租' });
    const article = await articleBy(author);
    expect(await found(p.newYorkState, '缅街')).toEqual([post.id]);

    const res = await save({ id: p.flushing, name: '纽约/法拉盛', parentId: p.california });
    expect(res.data).toMatchObject({ id: p.flushing, parentId: p.california, level: 3 });

    expect((await ctx().client.call(postDetail, { id: post.id })).data!.regionPathName).toBe(
      '美国>加利福尼亚州>纽约/法拉盛',
    );
    expect((await ctx().client.call(articleDetail, { id: article.id })).data!.regionPathName).toBe(
      '美国>加利福尼亚州>纽约/法拉盛',
    );
    expect(await found(p.california, '缅街')).toEqual([post.id]);
    expect(await found(p.flushing, '缅街')).toEqual([post.id]);
    expect(await found(p.usa, '缅街')).toEqual([post.id]);
    expect(await found(p.newYorkState, '缅街')).toEqual([]);
    const stamped = await ctx()
      .app.db.selectFrom('articles')
      .select(['country_id', 'state_id', 'metro_id'])
      .where('id', '=', article.id)
      .executeTakeFirstOrThrow();
    expect(stamped).toEqual({ country_id: p.usa, state_id: p.california, metro_id: p.flushing });
    expect(await latestAudit(ctx(), admin.token, 'region', p.flushing)).toMatchObject({
      action: 'region.move',
      before: { parentId: p.newYorkState },
      after: { parentId: p.california },
    });
  });

  it('moves a state to another country with the posts of its metros', async () => {
    const author = await createAdmin(ctx(), { nickName: '布鲁克林车行' });
    const post = await postBy(author, { regionId: p.brooklyn, title: '布鲁克林丰田凯美瑞转让' });
    await save({ id: p.newYorkState, name: '纽约州', parentId: p.canada });
    expect((await ctx().client.call(postDetail, { id: post.id })).data!.regionPathName).toBe(
      '加拿大>纽约州>布鲁克林',
    );
    expect(await found(p.canada, '凯美瑞')).toEqual([post.id]);
    expect(await found(p.usa, '凯美瑞')).toEqual([]);
    await save({ id: p.newYorkState, name: '纽约州', parentId: p.usa });
    expect(await found(p.usa, '凯美瑞')).toEqual([post.id]);
  });

  it('renames without moving', async () => {
    const res = await save({ id: p.bayArea, name: '湾区', parentId: p.california });
    expect(res.data).toMatchObject({ name: '湾区', parentId: p.california });
    expect(await pathOf(p.bayArea)).toBe('美国>加利福尼亚州>湾区');
    expect(await latestAudit(ctx(), admin.token, 'region', p.bayArea)).toMatchObject({
      action: 'region.update',
      after: { name: '湾区' },
    });
  });

  it('renames a country, which stays a country with its states under it', async () => {
    const ontario = (await ctx().client.call(regionList, {})).data!.list.find(
      (r) => r.parentId === p.canada,
    )!;
    const res = await save({
      id: p.canada,
      name: '加拿大联邦',
      nameEn: 'Canada, CA',
      parentId: null,
    });
    expect(res.data).toMatchObject({ id: p.canada, name: '加拿大联邦', parentId: null, level: 1 });
    expect(await pathOf(p.canada)).toBe('加拿大联邦');
    expect(await pathOf(ontario.id)).toBe(`加拿大联邦>${ontario.regionName}`);
    expect(await latestAudit(ctx(), admin.token, 'region', p.canada)).toMatchObject({
      action: 'region.update',
      before: { name: '加拿大' },
      after: { name: '加拿大联邦' },
    });
    // The parent is said, not left out: an absent one is refused, and nothing changes.
    expect(await save({ id: p.canada, name: '加拿大' })).toEqual({
      code: Code.invalid,
      reason: '上级地区编号不正确',
    });
    expect(await pathOf(p.canada)).toBe('加拿大联邦');
    await save({ id: p.canada, name: '加拿大', parentId: null });
    expect(await pathOf(p.canada)).toBe('加拿大');
  });

  it('refuses a change of level, a taken name, unknown ids and bad names in Chinese', async () => {
    expect(await save({ id: p.flushing, name: '纽约/法拉盛', parentId: p.usa })).toEqual({
      code: Code.invalid,
      reason: '地区只能移动到与原上级同级的地区下',
    });
    expect(await save({ id: p.california, name: '加利福尼亚州', parentId: null })).toEqual({
      code: Code.invalid,
      reason: '地区只能移动到与原上级同级的地区下',
    });
    expect(await save({ name: '布鲁克林', parentId: p.newYorkState })).toEqual({
      code: Code.conflict,
      reason: '同一上级地区下已有同名地区',
    });
    expect(await save({ name: '加拿大', parentId: null })).toEqual({
      code: Code.conflict,
      reason: '同一上级地区下已有同名地区',
    });
    expect(await save({ name: '皇后区', parentId: p.brooklyn })).toEqual({
      code: Code.invalid,
      reason: '都市区下不能再添加地区',
    });
    expect(await save({ id: 99_999, name: '某地', parentId: null })).toEqual({
      code: Code.notFound,
      reason: '地区不存在',
    });
    expect(await save({ name: '某地', parentId: 99_999 })).toEqual({
      code: Code.notFound,
      reason: '上级地区不存在',
    });
    expect(await save({ name: '纽约>皇后区', parentId: p.newYorkState })).toEqual({
      code: Code.invalid,
      reason: '地区名称不能包含换行、“>”或特殊符号',
    });
  });
});

describe('POST /v1/admin/regions/order/', () => {
  it("orders one parent's children, each exactly once", async () => {
    const children = (await ctx().client.call(regionList, {}))
      .data!.list.filter((r) => r.parentId === p.california)
      .map((r) => r.id);
    const reversed = [...children].reverse();
    const res = await ctx().client.call(
      adminOrderRegions,
      { parentId: p.california, ids: reversed },
      as(),
    );
    expect(res.data!.list.map((r) => r.id)).toEqual(reversed);
    const listed = (await ctx().client.call(regionList, {}))
      .data!.list.filter((r) => r.parentId === p.california)
      .map((r) => r.id);
    expect(listed).toEqual(reversed);
    expect(await latestAudit(ctx(), admin.token, 'region', p.california)).toMatchObject({
      action: 'region.order',
      after: { ids: reversed },
    });
    expect(
      await ctx().client.call(
        adminOrderRegions,
        { parentId: p.california, ids: [p.brooklyn] },
        as(),
      ),
    ).toEqual({
      code: Code.invalid,
      reason: '地区顺序须包含该上级地区的全部下级地区，且每个只出现一次',
    });
  });
});
