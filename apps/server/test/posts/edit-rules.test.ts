import {
  adminSaveCategory,
  adminSetContentStatus,
  Code,
  deletePost,
  myPosts,
  newPost,
  postDetail,
  postList,
  updatePost,
  type Post,
} from '@huaren/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS } from '../../src/lib/clock';
import { useContentApp } from '../support/content';
import { photo, uploadOk } from '../support/images';
import { unique } from '../support/factories';
import { createPost, createSessionUser, postInput, type PostInputOf } from '../support/posts';
import { isIndexed } from './indexed';

/** Decision 0008's posting rules applied to an edit: review in a premoderated category, duplicates. */
const { ctx, p, postBy, admin, author, reader } = useContentApp(['admin', 'author', 'reader']);
/** A category whose new posts wait for an administrator. */
let reviewed: number;

beforeAll(async () => {
  const saved = await ctx().client.call(
    adminSaveCategory,
    {
      name: '宠物领养',
      icon: 'secondhand',
      color: '#FF8800',
      recommended: false,
      hasPrice: false,
      premoderated: true,
    },
    { token: admin.token },
  );
  reviewed = saved.data!.id;
});

const edit = (post: Post, input: PostInputOf, token = author.token) =>
  ctx().client.call(updatePost, { id: post.id, ...input }, { token });

const approve = (post: Post) =>
  ctx().client.call(
    adminSetContentStatus,
    { type: 'post', id: post.id, action: 'approve', reason: '审核通过' },
    { token: admin.token },
  );

/** Whether others find the post: its category's list, a keyword search and its detail. */
async function seenByOthers(post: Post, keyword: string): Promise<boolean[]> {
  const listed = await ctx().client.call(postList, { categoryId: post.categoryId, pageSize: 50 });
  const found = await ctx().client.call(postList, { keyword });
  const detail = await ctx().client.call(postDetail, { id: post.id }, { token: reader.token });
  return [
    listed.data!.list.some((x) => x.id === post.id),
    found.data!.list.some((x) => x.id === post.id),
    detail.code === Code.ok,
  ];
}

const statusInMyPosts = async (post: Post) =>
  (await ctx().client.call(myPosts, { pageSize: 50 }, { token: author.token })).data!.list.find(
    (x) => x.id === post.id,
  )?.status;

/** A published post in the premoderated category, approved once. */
async function approvedPost(input: PostInputOf): Promise<Post> {
  const post = await createPost(ctx(), author.token, input);
  expect(post.status).toBe('pending');
  expect((await approve(post)).code).toBe(Code.ok);
  return post;
}

describe('editing a post in a premoderated category', () => {
  it('sends a published post moved into it back to pending, out of lists and search, until approved', async () => {
    const input = postInput(p, { title: `萨摩耶幼犬找新家${unique()}` });
    const post = await createPost(ctx(), author.token, input);
    expect(await seenByOthers(post, '萨摩耶幼犬')).toEqual([true, true, true]);

    const moved = await edit(post, { ...input, categoryId: reviewed });
    expect(moved.data).toMatchObject({ status: 'pending', categoryId: reviewed });
    expect(await seenByOthers(moved.data!, '萨摩耶幼犬')).toEqual([false, false, false]);
    expect(await statusInMyPosts(post)).toBe('pending');
    expect(await isIndexed(ctx(), post.id)).toBe(false);

    expect((await approve(post)).data!.status).toBe('published');
    expect(await seenByOthers(moved.data!, '萨摩耶幼犬')).toEqual([true, true, true]);
  });

  it('sends it back to pending when its title, text, images or contact change', async () => {
    const input = postInput(p, { categoryId: reviewed, title: `布偶猫免费领养${unique()}` });
    const changes: Partial<PostInputOf>[] = [
      { title: `布偶猫免费领养改${unique()}` },
      { content: '两岁布偶猫，已绝育，疫苗齐全，只送爱猫人士，可加微信看视频。' },
      { contact: { wechat: 'cat_lover_2024' } },
      { images: [(await uploadOk(ctx(), author.token, await photo(64, 48, { seed: 7 }))).id] },
    ];
    for (const change of changes) {
      const post = await approvedPost({ ...input, title: `布偶猫免费领养${unique()}` });
      const res = await edit(post, { ...input, title: post.title, ...change });
      expect(res.data!.status, JSON.stringify(change)).toBe('pending');
      expect(await seenByOthers(post, '布偶猫')).toEqual([false, false, false]);
    }
  });

  it('keeps it published when only the region, price or location change', async () => {
    const input = postInput(p, { categoryId: reviewed, title: `金毛寻回犬领养${unique()}` });
    const post = await approvedPost(input);
    const res = await edit(post, {
      ...input,
      regionId: p.brooklyn,
      location: { latitude: 40.65, longitude: -73.95, address: 'Brooklyn, NY' },
    });
    expect(res.data).toMatchObject({ status: 'published', regionId: p.brooklyn });
    expect(await seenByOthers(post, '金毛寻回犬')).toEqual([true, true, true]);
  });

  it('leaves a hidden post hidden and a pending one pending, even moved out of the category', async () => {
    const input = postInput(p, { categoryId: reviewed, title: `柯基犬寻找领养人${unique()}` });
    const hidden = await approvedPost(input);
    await ctx().client.call(
      adminSetContentStatus,
      { type: 'post', id: hidden.id, action: 'hide', reason: '信息不实' },
      { token: admin.token },
    );
    const edited = await edit(hidden, {
      ...input,
      content: '柯基犬三岁，性格温顺，主人出国无法带走。',
    });
    expect(edited.data).toMatchObject({ status: 'hidden', statusReason: '信息不实' });

    const pending = await createPost(ctx(), author.token, {
      ...input,
      title: `柯基犬${unique()}号`,
    });
    const moved = await edit(pending, { ...input, title: pending.title, categoryId: p.secondhand });
    expect(moved.data).toMatchObject({ status: 'pending', categoryId: p.secondhand });
  });
});

describe('the 48-hour duplicate rule', () => {
  it("refuses an edit to the text of another of the author's posts, and changes nothing", async () => {
    const first = await postBy(author, { title: '出租法拉盛单间一' });
    const secondInput = postInput(p, { title: '出租法拉盛单间二' });
    const second = await createPost(ctx(), author.token, secondInput);
    const copy = { ...secondInput, title: ' 出租法拉盛单间一 ', content: `  ${first.content}` };
    expect(await edit(second, copy)).toEqual({
      code: Code.conflict,
      reason: '请勿重复发布相同内容',
    });
    const after = await ctx().client.call(postDetail, { id: second.id }, { token: author.token });
    expect(after.data).toMatchObject({ title: '出租法拉盛单间二', updatedAt: second.updatedAt });

    // Saving a post with its own text unchanged is no duplicate; another author's text is theirs.
    expect((await edit(second, { ...secondInput, price: null })).code).toBe(Code.ok);
    const other = await createSessionUser(ctx());
    const theirs = await postBy(other, { title: '别人的帖子标题' });
    expect((await edit(theirs, copy, other.token)).code).toBe(Code.ok);
  });

  it('counts a deleted post: deleting and posting again within 48 hours is refused', async () => {
    const input = postInput(p, { title: `法拉盛家庭旅馆日租${unique()}` });
    const post = await createPost(ctx(), author.token, input);
    expect(
      (await ctx().client.call(deletePost, { id: post.id }, { token: author.token })).code,
    ).toBe(Code.ok);
    expect(await ctx().client.call(newPost, input, { token: author.token })).toEqual({
      code: Code.conflict,
      reason: '请勿重复发布相同内容',
    });
    const another = await postBy(author);
    expect(await edit(another, input)).toMatchObject({ code: Code.conflict });

    ctx().clock.advance(2 * DAY_MS + HOUR_MS);
    expect((await ctx().client.call(newPost, input, { token: author.token })).code).toBe(Code.ok);
  });
});
