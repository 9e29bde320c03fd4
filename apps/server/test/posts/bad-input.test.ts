import {
  Code,
  deletePost,
  myLikePost,
  myPosts,
  myReply,
  postLike,
  postReply,
  recommendImportantPost,
  renewPost,
  replyList,
  updatePost,
  type Post,
} from '@huaren/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { storedLikes, useContentApp } from '../support/content';
import { POSTS } from '../../src/core/content/kinds';
import {
  BAD_IDS,
  BAD_IDS_AS_TEXT,
  describeContentBadInput,
  itRefusesBadIds,
  PRESENT_BAD_IDS,
  refused,
  withValue,
  type ContentBadInput,
} from '../support/bad-input';
import { createSessionUser, postInput } from '../support/posts';

/**
 * Bad input to the post calls that write or page: each answers 400 with the field's reason and
 * changes nothing that is stored.
 */
const { ctx, p, postBy, owner } = useContentApp(['owner']);
let post: Post;

beforeAll(async () => {
  post = await postBy(owner);
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
  likes: await storedLikes(ctx(), POSTS, post.id),
});

const posts: ContentBadInput = {
  ctx,
  name: 'post',
  idReason: '帖子编号不正确',
  token: () => owner.token,
  itemId: () => post.id,
  stored: storedState,
  update: {
    call: updatePost,
    input: () => postInput(p, { title: '改过的标题不该保存' }),
    fields: [
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
    ],
  },
  like: { call: postLike, key: 'postId' },
  thread: { call: replyList, key: 'postId', parentReason: '回复编号不正确' },
  newEntry: {
    call: postReply,
    fields: [
      ['请输入回复内容', { content: '' }],
      ['回复最多 140 个字', { content: '长'.repeat(141) }],
      ['帖子编号不正确', { postId: 'x', content: '你好' }],
    ],
  },
  mine: [myPosts, myLikePost, myReply],
};

describeContentBadInput(posts);

describe('POST /v1/user/post/ (delete)', () => {
  itRefusesBadIds(posts, 'refuses the id %s', {
    call: deletePost,
    input: (id) => withValue('id', id),
    values: BAD_IDS,
  });
});

describe('POST /v1/user/post/{id}/renew/', () => {
  itRefusesBadIds(posts, 'refuses the id %s', {
    call: renewPost,
    input: (id) => withValue('id', id),
    values: BAD_IDS_AS_TEXT,
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
