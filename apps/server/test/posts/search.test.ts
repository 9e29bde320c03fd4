import { deletePost, postList, updatePost } from '@huaren/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useContentApp, hideStored } from '../support/content';
import { createPost, createSessionUser, postInput, publishAll, searchIds } from '../support/posts';
import { isIndexed } from './indexed';

const { ctx, p, postBy, poster } = useContentApp(['poster']);
const ids: Record<string, number> = {};

const search = (keyword: string, extra: Parameters<typeof searchIds>[2] = {}) =>
  searchIds(ctx(), keyword, extra);

beforeAll(async () => {
  const make = async (name: string, title: string, content: string, categoryId = p.secondhand) => {
    ids[name] = (await postBy(poster, { title, content, categoryId })).id;
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
    // 二手 names what the 二手买卖 category is for: its posts follow the exact match.
    expect(await search('二手')).toEqual([ids.phone, ids.fullWidth, ids.car]);
    expect(await search('工作')).toEqual([ids.job]);
  });

  it('finds a word inside a longer one: 拉盛 inside 法拉盛', async () => {
    expect(await search('拉盛')).toEqual([ids.job, ids.phone, ids.room]);
  });

  it('finds English and mixed text, ignoring case and full width', async () => {
    expect(await search('iPhone 二手')).toEqual([ids.phone, ids.fullWidth]);
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
    const post = await postBy(poster, {
      title: '出售钢琴一台',
      content: '雅马哈立式钢琴，搬家急售。',
    });
    expect(await search('钢琴')).toEqual([post.id]);
    await ctx().client.call(
      updatePost,
      { id: post.id, ...postInput(p, { title: '出售吉他一把', content: '搬家急售，价格可议。' }) },
      { token: poster.token },
    );
    expect(await search('钢琴')).toEqual([]);
    expect(await search('吉他')).toEqual([post.id]);
    await ctx().client.call(deletePost, { id: post.id }, { token: poster.token });
    expect(await search('吉他')).toEqual([]);
  });
});

describe('what keyword search shows', () => {
  it('drops a hidden or deleted post, and the index holds published posts only', async () => {
    const author = await createSessionUser(ctx());
    const [hidden, deleted] = await publishAll(
      ctx(),
      p,
      [
        { title: '出售古筝一台', content: '敦煌古筝，九成新，可以试弹。' },
        { title: '古筝课一对一', content: '老师有十年教学经验，可上门。' },
      ],
      author.token,
    );
    expect(await search('古筝')).toEqual([deleted, hidden]);
    await hideStored(ctx(), 'posts', hidden!);
    await ctx().client.call(deletePost, { id: deleted! }, { token: author.token });
    expect(await search('古筝')).toEqual([]);
    expect(await isIndexed(ctx(), deleted!)).toBe(false);
  });

  it('follows an edit of the text, the category and the region', async () => {
    const author = await createSessionUser(ctx());
    const post = await createPost(
      ctx(),
      author.token,
      postInput(p, {
        title: '电子琴出售',
        content: '雅马哈电子琴，回国急售，价格可议。',
        categoryId: p.jobs,
      }),
    );
    expect(await search('电子琴', { regionId: p.flushing, categoryId: p.jobs })).toEqual([post.id]);
    await ctx().client.call(
      updatePost,
      {
        id: post.id,
        ...postInput(p, {
          title: '小提琴出售',
          content: '德国小提琴，音色很好，送琴盒。',
          categoryId: p.secondhand,
          regionId: p.bayArea,
        }),
      },
      { token: author.token },
    );
    expect(await search('电子琴')).toEqual([]);
    expect(await search('小提琴', { regionId: p.flushing })).toEqual([]);
    expect(await search('小提琴', { categoryId: p.jobs })).toEqual([]);
    expect(await search('小提琴', { regionId: p.california, categoryId: p.secondhand })).toEqual([
      post.id,
    ]);
  });

  it('combines a keyword with the category and a region with its sub-regions', async () => {
    const [flushingRoom, brooklynRoom, flushingJob, stateRoom, bayAreaRoom, canadaRoom] =
      await publishAll(ctx(), p, [
        { title: '搬家转让家具', content: '沙发餐桌都在，自取优先。', categoryId: p.housing },
        {
          title: '布鲁克林搬家急租',
          content: '近地铁站，房东好说话。',
          categoryId: p.housing,
          regionId: p.brooklyn,
        },
        { title: '招搬家工人', content: '日结工资，有车优先。', categoryId: p.jobs },
        {
          title: '搬家后空出一间房',
          content: '纽约州北部小镇，安静。',
          categoryId: p.housing,
          regionId: p.newYorkState,
        },
        {
          title: '湾区搬家房间出租',
          content: '房间出租，家具齐全，可短租。',
          categoryId: p.housing,
          regionId: p.bayArea,
        },
        {
          title: '多伦多搬家',
          content: '房间出租，家具齐全，可短租。',
          categoryId: p.housing,
          regionId: p.canada,
        },
      ]);
    expect(await search('搬家', { regionId: p.newYorkState })).toEqual([
      stateRoom,
      flushingJob,
      brooklynRoom,
      flushingRoom,
    ]);
    expect(await search('搬家', { regionId: p.usa, categoryId: p.housing })).toEqual([
      bayAreaRoom,
      stateRoom,
      brooklynRoom,
      flushingRoom,
    ]);
    expect(await search('搬家', { regionId: p.flushing, categoryId: p.housing })).toEqual([
      flushingRoom,
    ]);
    expect(await search('搬家', { regionId: p.canada })).toEqual([canadaRoom]);
    expect(await search('搬家', { regionId: p.california, categoryId: p.jobs })).toEqual([]);
    expect(await search('搬 急租', { categoryId: p.housing })).toEqual([brooklynRoom]);
  });
});
