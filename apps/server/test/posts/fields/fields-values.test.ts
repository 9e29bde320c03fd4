import { Code, newPost, postDetail, postList, updatePost, type Post } from '@huaren/contract';
import { describe, expect, it } from 'vitest';
import { refused } from '../../support/bad-input';
import { callOk } from '../../support/call-ok';
import { useContentApp } from '../../support/content';
import { unique } from '../../support/factories';
import { postInput } from '../../support/posts';
import { countRows } from '../../support/rows';
import { answerRows, fieldsByKey, roomFields, saveField } from './support';

/** Answers to category fields on publish, edit, detail and cards (decision 0041). */
const { ctx, p, admin, author } = useContentApp(['admin', 'author']);

const room = (fields: Record<string, unknown>, over = {}) =>
  postInput(p, {
    title: `法拉盛两室一厅出租${unique()}`,
    content: '法拉盛缅街附近两室一厅，近地铁，干净安静。',
    categoryId: p.housing,
    price: 200000,
    priceUnit: 'month',
    fields,
    ...over,
  });
const publish = (fields: Record<string, unknown>, over = {}) =>
  ctx().client.call(newPost, room(fields, over), { token: author.token });
const card = async (id: number) =>
  (await callOk(ctx(), postList, { categoryId: p.housing, pageSize: 50 }, '')).list.find(
    (c) => c.id === id,
  );

describe('answers to category fields', () => {
  it('stores valid answers, drops unknown keys, and shows them on the detail and the card', async () => {
    const res = await publish({ ...roomFields, languages: ['英语'], nonsense: 1 });
    expect(res.code).toBe(Code.ok);
    const post = res.data!;
    expect(post.fields).toEqual([
      { key: 'rental_type', label: '出租方式', text: '整租' },
      { key: 'bedrooms', label: '卧室', text: '2 间' },
      { key: 'bathrooms', label: '卫浴', text: '1 间' },
      { key: 'move_in', label: '入住日期', text: '2026年12月1日' },
      { key: 'credit_check', label: '需要信用记录/SSN', text: '否' },
      { key: 'utilities', label: '包水电', text: '是' },
    ]);
    expect(post.fieldValues).toEqual(roomFields);
    const seen = await callOk(ctx(), postDetail, { id: post.id }, '');
    expect(seen.fields).toEqual(post.fields);
    expect((await card(post.id))?.fieldLine).toBe('整租 · 2卧1卫 · 12月1日起 · 包水电');
    // One filter row per answer (a multi would write one per option).
    expect(await answerRows(ctx(), post.id)).toBe(6);
  });

  it('stores nothing for a yes/no the author left untouched, and an edit keeps the answers', async () => {
    const { credit_check: _credit, utilities: _utilities, ...answered } = roomFields;
    const post = (await publish({ ...answered, pets: false })).data!;
    expect(post.fieldValues).toEqual({ ...answered, pets: false });
    expect(post.fields.map((f) => f.key)).toEqual([
      'rental_type',
      'bedrooms',
      'bathrooms',
      'move_in',
      'pets',
    ]);
    expect((await card(post.id))?.fieldLine).toBe('整租 · 2卧1卫 · 12月1日起');
    expect(await answerRows(ctx(), post.id)).toBe(5);

    const edited = await callOk(
      ctx(),
      updatePost,
      { ...room(post.fieldValues, { title: post.title }), id: post.id },
      author.token,
    );
    expect(edited.fieldValues).toEqual(post.fieldValues);
    expect(await answerRows(ctx(), post.id)).toBe(5);
  });

  it('refuses a required yes/no left unanswered, and takes 否 as an answer', async () => {
    const { pets } = await fieldsByKey(ctx(), p.housing);
    const requirePets = async (required: boolean) => {
      await saveField(ctx(), admin.token, { ...pets!, required });
      ctx().app.catalog.invalidate();
    };
    await requirePets(true);
    try {
      expect(await publish(roomFields)).toEqual(refused('可养宠物：请选择是或否'));
      const post = await callOk(ctx(), newPost, room({ ...roomFields, pets: false }), author.token);
      expect(post.fieldValues.pets).toBe(false);
    } finally {
      await requirePets(false);
    }
  });

  it('answers a Chinese 400 naming the field for a bad value of each type, storing nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ bedrooms: 21 }, '卧室：请填写 0 到 20 之间的整数'],
      [{ bedrooms: 1.5 }, '卧室：请填写 0 到 20 之间的整数'],
      [{ bedrooms: '两' }, '卧室：请填写 0 到 20 之间的整数'],
      [{ rental_type: '别墅' }, '出租方式：请从整租/合租/单间/床位中选择'],
      [{ move_in: '2026-13-01' }, '入住日期：请选择正确的日期'],
      [{ credit_check: '否' }, '需要信用记录/SSN：请选择是或否'],
    ];
    const title = `字段不合格的帖子${unique()}`;
    for (const [fields, reason] of cases) {
      expect(await publish(fields, { title })).toEqual(refused(reason));
    }
    const jobs = await ctx().client.call(
      newPost,
      postInput(p, { title, fields: { wage: { min: 30, max: 20, unit: '时薪' } } }),
      { token: author.token },
    );
    expect(jobs).toEqual(refused('工资：最低不能高于最高'));
    const multi = await ctx().client.call(
      newPost,
      postInput(p, { title, fields: { languages: ['普通话', '日语'] } }),
      { token: author.token },
    );
    expect(multi).toEqual(refused('语言：请从普通话/粤语/英语中选择'));
    expect(await countRows(ctx().app.db, 'posts', 'title', title)).toBe(0);
  });

  it('keeps old posts readable when fields change: a new required field applies from the next edit', async () => {
    const seeded = await fieldsByKey(ctx(), p.housing);
    const post = (await publish(roomFields)).data!;
    const required = await saveField(ctx(), admin.token, {
      categoryId: p.housing,
      key: `floor${unique()}`
        .slice(0, 30)
        .toLowerCase()
        .replace(/[^a-z0-9_]/g, ''),
      label: '楼层',
      type: 'number',
      min: 0,
      max: 100,
      required: true,
      inList: false,
      filterable: true,
    });
    const rentalTypes = (options: string[]) =>
      saveField(ctx(), admin.token, { ...seeded.rental_type!, options });
    // Options removed: the answer that no longer fits is left out when read.
    await rentalTypes(['合租', '单间', '床位']);
    ctx().app.catalog.invalidate();
    const read = await callOk(ctx(), postDetail, { id: post.id }, '');
    expect(read.fields.map((f) => f.key)).toEqual([
      'bedrooms',
      'bathrooms',
      'move_in',
      'credit_check',
      'utilities',
    ]);
    const edit = (fields: Record<string, unknown>) =>
      ctx().client.call(
        updatePost,
        { ...room(fields, { title: read.title, content: read.content }), id: post.id },
        { token: author.token },
      );
    expect(await edit({ bedrooms: 2 })).toEqual(refused('楼层：请填写楼层'));
    const edited = await edit({ bedrooms: 3, [required.key]: 5 });
    expect(edited.code).toBe(Code.ok);
    expect((edited.data as Post).fieldValues).toEqual({ bedrooms: 3, [required.key]: 5 });
    expect(await answerRows(ctx(), post.id)).toBe(2);
    // Put the seeded field back for the other tests of the file.
    await saveField(ctx(), admin.token, {
      ...required,
      required: false,
    });
    await rentalTypes(['整租', '合租', '单间', '床位']);
  });
});
