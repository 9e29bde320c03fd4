import {
  adminAuditLog,
  adminCategoryList,
  adminOrderCategories,
  adminSaveCategory,
  adminSaveParamConfig,
  Code,
  paramConfigList,
  postCategories,
  postDetail,
  type InputOf,
} from '@huaren/contract';
import { describe, expect, it } from 'vitest';
import { createAdmin, latestAudit } from '../support/admin';
import { useContentApp } from '../support/content';

const { ctx, p, postBy, admin } = useContentApp(['admin']);

const as = () => ({ token: admin.token });
const category = (overrides: Partial<InputOf<typeof adminSaveCategory>> = {}) => ({
  name: '宠物领养',
  icon: 'secondhand' as const,
  color: '#FF8800',
  recommended: false,
  hasPrice: false,
  premoderated: true,
  ...overrides,
});
const listed = async () => (await ctx().client.call(postCategories, { clientType: 2 })).data!.list;

describe('categories', () => {
  it('creates one last, shows it in post_categories and records it', async () => {
    const res = await ctx().client.call(adminSaveCategory, category({ reason: '  ' }), as());
    expect(res.data).toMatchObject({ name: '宠物领养', premoderated: true, hasPrice: false });
    const all = (await ctx().client.call(adminCategoryList, {}, as())).data!.list;
    expect(all.at(-1)!.id).toBe(res.data!.id);
    expect((await listed()).at(-1)).toMatchObject({ id: res.data!.id, name: '宠物领养' });
    expect(await latestAudit(ctx(), admin.token, 'category', res.data!.id)).toMatchObject({
      action: 'category.create',
      actor: { id: admin.id },
      // The reason is optional here, and a blank one is none.
      reason: null,
      before: null,
      after: { name: '宠物领养', premoderated: true },
    });
  });

  it("changes one: post_categories and a post's category name follow at once", async () => {
    const author = await createAdmin(ctx(), { nickName: '发帖人' });
    const post = await postBy(author, { categoryId: p.jobs });
    const jobs = (await ctx().client.call(adminCategoryList, {}, as())).data!.list.find(
      (c) => c.id === p.jobs,
    )!;
    const { sortOrder: _, id, ...fields } = jobs;
    const res = await ctx().client.call(
      adminSaveCategory,
      { ...fields, id, name: '招聘', recommended: !jobs.recommended, reason: '名称更简短' },
      as(),
    );
    expect(res.data).toMatchObject({ id, name: '招聘', sortOrder: jobs.sortOrder });
    expect((await listed()).find((c) => c.id === id)).toMatchObject({ name: '招聘' });
    expect((await ctx().client.call(postDetail, { id: post.id })).data!.categoryName).toBe('招聘');
    expect(await latestAudit(ctx(), admin.token, 'category', id)).toMatchObject({
      action: 'category.update',
      reason: '名称更简短',
      before: { name: jobs.name, recommended: jobs.recommended },
      after: { name: '招聘', recommended: !jobs.recommended },
    });
  });

  it('refuses a name in use, an unknown id and bad fields in Chinese', async () => {
    const call = (input: Record<string, unknown>) =>
      ctx().client.call(adminSaveCategory, input, as());
    expect(await call(category({ name: '房屋租售' }))).toEqual({
      code: Code.conflict,
      reason: '分类名称已存在',
    });
    expect(await call({ ...category({ name: '不存在的' }), id: 9999 })).toEqual({
      code: Code.notFound,
      reason: '分类不存在',
    });
    expect(await call(category({ name: '' }))).toEqual({
      code: Code.invalid,
      reason: '请输入分类名称',
    });
    expect(await call(category({ name: '一二三四五六七八九十一' }))).toEqual({
      code: Code.invalid,
      reason: '分类名称最多 10 个字',
    });
    expect(await call(category({ color: 'red' }))).toEqual({
      code: Code.invalid,
      reason: '颜色格式应为 #RRGGBB',
    });
  });

  it('orders them, every one exactly once', async () => {
    const ids = (await ctx().client.call(adminCategoryList, {}, as())).data!.list.map((c) => c.id);
    const reversed = [...ids].reverse();
    const res = await ctx().client.call(adminOrderCategories, { ids: reversed }, as());
    expect(res.data!.list.map((c) => c.id)).toEqual(reversed);
    expect((await listed()).map((c) => c.id)).toEqual(reversed);
    expect(await latestAudit(ctx(), admin.token, 'category', 'all')).toMatchObject({
      action: 'category.order',
      before: { ids },
      after: { ids: reversed },
    });
    const refused = {
      code: Code.invalid,
      reason: '分类顺序须包含全部分类，且每个分类只出现一次',
    };
    for (const bad of [
      reversed.slice(1),
      [...reversed, reversed[0]],
      [...reversed.slice(1), 9999],
    ]) {
      expect(await ctx().client.call(adminOrderCategories, { ids: bad }, as())).toEqual(refused);
    }
    expect(await ctx().client.call(adminOrderCategories, { ids: [] }, as())).toEqual({
      code: Code.invalid,
      reason: '请提供分类顺序',
    });
  });
});

describe('parameter config', () => {
  it('changes a value that param_config_list then answers, keeping line breaks', async () => {
    const value = '华人生活圈\r\n服务纽约、湾区和洛杉矶的华人';
    const res = await ctx().client.call(
      adminSaveParamConfig,
      { key: 'about', value, reason: '补充服务地区' },
      as(),
    );
    expect(res.data).toEqual({ key: 'about', value: '华人生活圈\n服务纽约、湾区和洛杉矶的华人' });
    const list = (await ctx().client.call(paramConfigList, {})).data!.list;
    expect(list.find((i) => i.key === 'about')!.value).toBe(res.data!.value);
    const audit = await latestAudit(ctx(), admin.token, 'config', 'about');
    expect(audit).toMatchObject({
      action: 'config.update',
      reason: '补充服务地区',
      after: { value: res.data!.value },
    });
    expect(
      await ctx().client.call(
        adminSaveParamConfig,
        { key: 'about', value, reason: '原因'.repeat(101) },
        as(),
      ),
    ).toEqual({ code: Code.invalid, reason: '操作原因最多 200 个字' });
  });

  it('adds a new key and refuses bad keys and long values', async () => {
    await ctx().client.call(
      adminSaveParamConfig,
      { key: 'wechatGroup', value: 'huaren_nyc' },
      as(),
    );
    const list = (await ctx().client.call(paramConfigList, {})).data!.list;
    expect(list).toContainEqual({ key: 'wechatGroup', value: 'huaren_nyc' });
    expect(await latestAudit(ctx(), admin.token, 'config', 'wechatGroup')).toMatchObject({
      action: 'config.create',
      before: null,
    });
    expect(
      await ctx().client.call(adminSaveParamConfig, { key: '1abc', value: 'x' }, as()),
    ).toEqual({ code: Code.invalid, reason: '参数名为字母开头的字母、数字或下划线' });
    expect(
      await ctx().client.call(
        adminSaveParamConfig,
        { key: 'aboutUs', value: 'x'.repeat(20_001) },
        as(),
      ),
    ).toEqual({ code: Code.invalid, reason: '参数值最多 20000 个字' });
  });
});

describe('GET /v1/admin/audit_log/', () => {
  it('lists newest first by actor, action and target, page by page', async () => {
    const other = await createAdmin(ctx(), { nickName: '管理员丙' });
    for (const value of ['一', '二', '三']) {
      await ctx().client.call(
        adminSaveParamConfig,
        { key: 'notice', value },
        { token: other.token },
      );
    }
    const first = await ctx().client.call(adminAuditLog, { actorId: other.id, pageSize: 2 }, as());
    expect(first.data!.list.map((e) => e.after)).toEqual([{ value: '三' }, { value: '二' }]);
    expect(first.data!.list[0]!.actor).toEqual({ id: other.id, nickName: '管理员丙' });
    const second = await ctx().client.call(
      adminAuditLog,
      { actorId: other.id, pageSize: 2, cursor: first.data!.nextCursor! },
      as(),
    );
    expect(second.data).toMatchObject({ list: [{ after: { value: '一' } }], nextCursor: null });
    const byTarget = await ctx().client.call(
      adminAuditLog,
      { targetType: 'config', targetId: 'notice' },
      as(),
    );
    expect(byTarget.data!.list).toHaveLength(3);
    const updates = await ctx().client.call(
      adminAuditLog,
      { actorId: other.id, action: 'config.update' },
      as(),
    );
    expect(updates.data!.list.map((e) => [e.action, e.after])).toEqual([
      ['config.update', { value: '三' }],
      ['config.update', { value: '二' }],
    ]);
    const created = await ctx().client.call(adminAuditLog, { action: 'config.create' }, as());
    expect(created.data!.list.map((e) => e.targetId)).toContain('notice');
    expect(created.data!.list.every((e) => e.action === 'config.create')).toBe(true);
    expect(await ctx().client.call(adminAuditLog, { action: 'post.like' }, as())).toEqual({
      code: Code.invalid,
      reason: '操作类型不正确',
    });
    expect(await ctx().client.call(adminAuditLog, { targetType: 'planet' }, as())).toMatchObject({
      code: Code.invalid,
    });
  });
});
