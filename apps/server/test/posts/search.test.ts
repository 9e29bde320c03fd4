import { deletePost, postList, updatePost } from '@huaren/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../support/app';
import { createPost, createSessionUser, places, postInput, type Places } from '../support/posts';

const ctx = useTestApp();
let p: Places;
let token: string;
const ids: Record<string, number> = {};

const search = async (keyword: string, extra: Record<string, unknown> = {}) =>
  (await ctx().client.call(postList, { keyword, ...extra })).data!.list.map((i) => i.id);

beforeAll(async () => {
  p = await places(ctx());
  token = (await createSessionUser(ctx())).token;
  const make = async (name: string, title: string, content: string, categoryId = p.secondhand) => {
    const input = postInput(p, { title, content, categoryId });
    ids[name] = (await createPost(ctx(), token, input)).id;
  };
  await make('room', '法拉盛主卧租房', '缅街附近，近7号线，包水电，限女生。', p.housing);
  await make('phone', '出售二手iPhone 15', '九成新，法拉盛可当面交易，价格可议。');
  await make('car', 'Toyota Camry 2019', '一手车主，里程三万英里，车况很好。');
  await make('job', '餐馆招聘企台', '工作时间灵活，有经验者优先，法拉盛。', p.jobs);
  await make('fullWidth', '转让ＩＰＨＯＮＥ手机壳', '全新未拆封的手机壳低价转让。');
});

describe('keyword search', () => {
  it('finds two-character words', async () => {
    expect(await search('租房')).toEqual([ids.room]);
    expect(await search('二手')).toEqual([ids.phone]);
    expect(await search('工作')).toEqual([ids.job]);
  });

  it('finds a word inside a longer one: 拉盛 inside 法拉盛', async () => {
    expect(await search('拉盛')).toEqual([ids.job, ids.phone, ids.room]);
  });

  it('finds English and mixed text, ignoring case and full width', async () => {
    expect(await search('iPhone 二手')).toEqual([ids.phone]);
    expect(await search('toyota')).toEqual([ids.car]);
    expect(await search('iphone')).toEqual([ids.fullWidth, ids.phone]);
    expect(await search('7号线')).toEqual([ids.room]);
  });

  it('combines with the other filters and finds nothing for absent words', async () => {
    expect(await search('拉盛', { categoryId: p.jobs })).toEqual([ids.job]);
    expect(await search('拉盛', { regionId: p.bayArea })).toEqual([]);
    expect(await search('奔驰')).toEqual([]);
    // Only punctuation: no word to search for, so the keyword filters nothing out.
    expect((await search('！？')).length).toBe(5);
  });

  it('pages through matches by cursor and sorts them by likes', async () => {
    const first = await ctx().client.call(postList, { keyword: '拉盛', pageSize: 2 });
    expect(first.data!.list.map((i) => i.id)).toEqual([ids.job, ids.phone]);
    const next = await ctx().client.call(postList, {
      keyword: '拉盛',
      pageSize: 2,
      cursor: first.data!.nextCursor!,
    });
    expect(next.data).toEqual({
      list: [expect.objectContaining({ id: ids.room })],
      nextCursor: null,
    });
    await ctx()
      .app.db.updateTable('posts')
      .set({ like_count: 9 })
      .where('id', '=', ids.room!)
      .execute();
    expect(await search('拉盛', { sort: 'likes' })).toEqual([ids.room, ids.job, ids.phone]);
  });

  it('follows edits and deletes', async () => {
    const post = await createPost(
      ctx(),
      token,
      postInput(p, { title: '出售钢琴一台', content: '雅马哈立式钢琴，搬家急售。' }),
    );
    expect(await search('钢琴')).toEqual([post.id]);
    await ctx().client.call(
      updatePost,
      { id: post.id, ...postInput(p, { title: '出售吉他一把', content: '搬家急售，价格可议。' }) },
      { token },
    );
    expect(await search('钢琴')).toEqual([]);
    expect(await search('吉他')).toEqual([post.id]);
    await ctx().client.call(deletePost, { id: post.id }, { token });
    expect(await search('吉他')).toEqual([]);
  });
});
