import {
  Code,
  deletePost,
  myLikePost,
  myPosts,
  myReply,
  postLike,
  recommendImportantPost,
  renewPost,
  replyList,
  updatePost,
  type Call,
  type Post,
} from '@huaren/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../support/app';
import { BAD_IDS, BAD_IDS_AS_TEXT, BAD_PAGING, refused, withValue } from '../support/bad-input';
import {
  createPost,
  createSessionUser,
  postInput,
  usePlaces,
  useSessionUsers,
} from '../support/posts';

/**
 * Bad input to the post calls that write or page: each answers 400 with the field's reason and
 * changes nothing that is stored.
 */
const ctx = useTestApp();
const p = usePlaces(ctx);
const { owner } = useSessionUsers(ctx, 'owner');
let post: Post;

beforeAll(async () => {
  post = await createPost(ctx(), owner.token, postInput(p));
  // A like, so that a refused toggle would show as a changed count.
  const liker = await createSessionUser(ctx());
  await ctx().client.call(postLike, { postId: post.id }, { token: liker.token });
});

/** The stored row and the likes of the post: a refused call leaves both exactly as they were. */
const storedState = async () => ({
  row: await ctx()
    .app.db.selectFrom('posts')
    .select([
      'title',
      'content',
      'category_id',
      'region_id',
      'price',
      'images',
      'status',
      'like_count',
      'updated_at',
      'expires_at',
    ])
    .where('id', '=', post.id)
    .executeTakeFirstOrThrow(),
  likes: (
    await ctx()
      .app.db.selectFrom('post_likes')
      .select('user_id')
      .where('post_id', '=', post.id)
      .execute()
  ).length,
});

/** Bad values of an optional id in a query string (a missing one is no filter). */
const PRESENT_BAD_IDS = BAD_IDS_AS_TEXT.filter(([name]) => name !== 'missing');

describe('POST /v1/user/post/{id}/ (update)', () => {
  it.each([
    ['请输入标题', { title: '' }],
    ['请输入标题', { title: '   ' }],
    ['内容最多 2000 个字', { content: '字'.repeat(2001) }],
    ['分类编号不正确', { categoryId: 'x' }],
    ['分类不存在', { categoryId: 999999 }],
    ['地区编号不正确', { regionId: 0 }],
    ['地区不存在', { regionId: 999999 }],
    ['该分类不能填写价格', { price: 100 }],
    ['最多上传 9 张图片', { images: Array.from({ length: 10 }, (_, i) => String(i).repeat(64)) }],
    ['图片不存在或已失效，请重新上传', { images: ['e'.repeat(64)] }],
    ['请至少填写一种联系方式（电话、微信或邮箱）', { contact: {} }],
  ] as const)('refuses with %s, and the post stays as it was', async (reason, override) => {
    const before = await storedState();
    const res = await ctx().client.call(
      updatePost,
      { id: post.id, ...postInput(p, { title: '改过的标题不该保存' }), ...override },
      { token: owner.token },
    );
    expect(res).toEqual(refused(reason));
    expect(await storedState()).toEqual(before);
  });

  it.each(BAD_IDS_AS_TEXT)('refuses the id %s', async (_, value) => {
    const before = await storedState();
    const res = await ctx().client.call(
      updatePost,
      { ...postInput(p, { title: '改过的标题不该保存' }), id: value(post.id) },
      { token: owner.token },
    );
    expect(res).toEqual(refused('帖子编号不正确'));
    expect(await storedState()).toEqual(before);
  });
});

describe('POST /v1/user/post/ (delete)', () => {
  it.each(BAD_IDS)('refuses the id %s', async (_, value) => {
    const before = await storedState();
    const res = await ctx().client.call(deletePost, withValue('id', value(post.id)), {
      token: owner.token,
    });
    expect(res).toEqual(refused('帖子编号不正确'));
    expect(await storedState()).toEqual(before);
  });
});

describe('POST /v1/user/post/{id}/renew/', () => {
  it.each(BAD_IDS_AS_TEXT)('refuses the id %s', async (_, value) => {
    const before = await storedState();
    const res = await ctx().client.call(renewPost, withValue('id', value(post.id)), {
      token: owner.token,
    });
    expect(res).toEqual(refused('帖子编号不正确'));
    expect(await storedState()).toEqual(before);
  });
});

describe('POST /v1/user/post/like/', () => {
  it.each(BAD_IDS)('refuses the post id %s', async (_, value) => {
    const before = await storedState();
    const res = await ctx().client.call(postLike, withValue('postId', value(post.id)), {
      token: owner.token,
    });
    expect(res).toEqual(refused('帖子编号不正确'));
    expect(await storedState()).toEqual(before);
  });
});

describe('GET /v1/user/reply_list/', () => {
  it.each(BAD_IDS_AS_TEXT)('refuses the post id %s', async (_, value) => {
    const query = withValue('postId', value(post.id));
    expect(await ctx().client.call(replyList, query)).toEqual(refused('帖子编号不正确'));
  });

  // A missing parentId asks for the top-level list.
  it.each(PRESENT_BAD_IDS)('refuses the parent id %s', async (_, value) => {
    const query = { postId: post.id, parentId: value(post.id) };
    expect(await ctx().client.call(replyList, query)).toEqual(refused('回复编号不正确'));
  });

  it.each(BAD_PAGING)('refuses %s', async (_, input, reason) => {
    const query = { postId: post.id, ...input };
    expect(await ctx().client.call(replyList, query)).toEqual(refused(reason));
  });
});

describe('my lists', () => {
  it.each(
    [myPosts, myLikePost, myReply].flatMap((endpoint) =>
      BAD_PAGING.map(
        ([name, input, reason]) => [endpoint.path, name, input, reason, endpoint] as const,
      ),
    ),
  )('%s refuses %s', async (_, __, input, reason, endpoint) => {
    expect(await ctx().client.call(endpoint as Call, input, { token: owner.token })).toEqual(
      refused(reason),
    );
  });
});

describe('GET /v1/user/recommend_important_post/', () => {
  it.each(PRESENT_BAD_IDS)('refuses the region id %s', async (_, value) => {
    expect(await ctx().client.call(recommendImportantPost, { regionId: value(1) })).toEqual(
      refused('地区编号不正确'),
    );
  });

  it('answers an empty list for a region that does not exist', async () => {
    expect(await ctx().client.call(recommendImportantPost, { regionId: 999999 })).toEqual({
      code: Code.ok,
      data: { list: [] },
    });
  });
});
