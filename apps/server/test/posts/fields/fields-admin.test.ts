import {
  adminCategoryFields,
  adminDeleteCategoryField,
  adminOrderCategoryFields,
  adminSaveCategoryField,
  categoryFields,
  Code,
  type CategoryFieldInput,
} from '@huaren/contract';
import { describe, expect, it } from 'vitest';
import { latestAudit } from '../../support/admin';
import { refused } from '../../support/bad-input';
import { callOk } from '../../support/call-ok';
import { useContentApp } from '../../support/content';

/** The console's field calls (decision 0041) and the public list of fields. */
const { ctx, p, admin, user } = useContentApp(['admin', 'user']);

const field = (over: Partial<CategoryFieldInput> = {}): CategoryFieldInput => ({
  categoryId: p.secondhand,
  key: `k${Date.now() % 100000}${Math.floor(Math.random() * 1000)}`,
  label: '保修',
  type: 'bool',
  required: false,
  inList: true,
  filterable: true,
  ...over,
});
const save = (input: CategoryFieldInput, token = admin.token) =>
  ctx().client.call(adminSaveCategoryField, input, { token });

describe('category fields in the console', () => {
  it('seeds the launch categories, read by anyone through category_fields', async () => {
    const all = await callOk(ctx(), categoryFields, {}, '');
    const housing = all.list.filter((f) => f.categoryId === p.housing).map((f) => f.label);
    expect(housing).toEqual([
      '出租方式',
      '卧室',
      '卫浴',
      '入住日期',
      '租期',
      '需要信用记录/SSN',
      '接受无身份/ITIN',
      '可养宠物',
      '带家具',
      '男女限制',
      '包水电',
    ]);
    const jobs = await ctx().client.call(categoryFields, { categoryId: p.jobs });
    expect(jobs.data!.list.find((f) => f.key === 'wage')).toMatchObject({
      label: '工资',
      type: 'range',
      options: ['时薪', '月薪', '年薪'],
      unit: '$',
      filterable: true,
    });
  });

  it('creates, changes, orders and deletes a field, with audit records', async () => {
    const created = await save(field({ key: 'warranty', label: '保修' }));
    expect(created.code).toBe(Code.ok);
    const id = created.data!.id;
    expect(created.data).toMatchObject({ key: 'warranty', type: 'bool', inList: true });
    expect(await latestAudit(ctx(), admin.token, 'field', id)).toMatchObject({
      action: 'field.create',
    });

    const changed = await save(field({ id, key: 'warranty', label: '有保修', required: true }));
    expect(changed.data).toMatchObject({ id, label: '有保修', required: true });
    const listed = await callOk(
      ctx(),
      adminCategoryFields,
      { categoryId: p.secondhand },
      admin.token,
    );
    const ids = listed.list.map((f) => f.id);
    expect(ids.at(-1)).toBe(id);

    const reordered = [id, ...ids.filter((i) => i !== id)];
    const ordered = await callOk(
      ctx(),
      adminOrderCategoryFields,
      { categoryId: p.secondhand, ids: reordered },
      admin.token,
    );
    expect(ordered.list.map((f) => f.id)).toEqual(reordered);
    const partial = await ctx().client.call(
      adminOrderCategoryFields,
      { categoryId: p.secondhand, ids: [id] },
      { token: admin.token },
    );
    expect(partial).toEqual(refused('字段顺序须包含该分类的全部字段，且每个只出现一次'));

    expect(
      (await ctx().client.call(adminDeleteCategoryField, { id }, { token: admin.token })).code,
    ).toBe(Code.ok);
    const after = await callOk(ctx(), categoryFields, { categoryId: p.secondhand }, '');
    expect(after.list.map((f) => f.id)).not.toContain(id);
    expect(await latestAudit(ctx(), admin.token, 'field', id)).toMatchObject({
      action: 'field.delete',
    });
  });

  it('refuses a duplicate key, a changed key or type, and bad definitions, naming what is wrong', async () => {
    const made = (await save(field({ key: 'color', type: 'choice', options: ['黑', '白'] }))).data!;
    expect(await save(field({ key: 'color' }))).toEqual({
      code: Code.conflict,
      reason: '该分类下已有相同标识的字段',
    });
    expect(
      await save(field({ id: made.id, key: 'colour', type: 'choice', options: ['黑', '白'] })),
    ).toEqual(refused('字段的标识、类型和所属分类创建后不能修改'));
    expect(
      await save(field({ id: made.id, key: 'color', type: 'multi', options: ['黑', '白'] })),
    ).toEqual(refused('字段的标识、类型和所属分类创建后不能修改'));
    expect(await save(field({ type: 'choice', options: ['只有一个'] }))).toEqual(
      refused('单选或多选至少要有 2 个选项'),
    );
    expect(await save(field({ type: 'number', min: 5, max: 1 }))).toEqual(
      refused('下限不能高于上限'),
    );
    expect(await save(field({ type: 'number', listFormat: '卧' }))).toEqual(
      refused('列表格式须用 {} 代表填写的值，如 {}卧'),
    );
    expect(await save(field({ key: 'Bad-Key' }))).toMatchObject({ code: Code.invalid });
    expect(await save(field({ label: '' }))).toEqual(refused('请输入字段名称'));
    expect(await save(field({ categoryId: 999999 }))).toEqual({
      code: Code.notFound,
      reason: '分类不存在',
    });
    expect(await save(field({ id: 999999, key: 'ghost' }))).toEqual({
      code: Code.notFound,
      reason: '字段不存在',
    });
  });

  it('answers 404 to a user who is not an administrator and 403 to a visitor; nothing changes', async () => {
    const before = await callOk(ctx(), categoryFields, { categoryId: p.jobs }, '');
    const first = before.list[0]!;
    expect((await save(field({ key: 'sneaky' }), user.token)).code).toBe(Code.notFound);
    expect((await save(field({ key: 'sneaky' }), '')).code).toBe(Code.notLoggedIn);
    const del = await ctx().client.call(
      adminDeleteCategoryField,
      { id: first.id },
      { token: user.token },
    );
    expect(del.code).toBe(Code.notFound);
    const order = await ctx().client.call(
      adminOrderCategoryFields,
      { categoryId: p.jobs, ids: before.list.map((f) => f.id).reverse() },
      { token: user.token },
    );
    expect(order.code).toBe(Code.notFound);
    const read = await ctx().client.call(
      adminCategoryFields,
      { categoryId: p.jobs },
      { token: user.token },
    );
    expect(read.code).toBe(Code.notFound);
    expect(await callOk(ctx(), categoryFields, { categoryId: p.jobs }, '')).toEqual(before);
  });
});
