import {
  Code,
  deletePost,
  myPosts,
  newPost,
  postDetail,
  postList,
  renewPost,
  updatePost,
} from '@huaren/contract';
import { describe, expect, it } from 'vitest';
import { useContentApp } from '../support/content';
import { createLoggedInUser } from '../support/factories';
import { photo, uploadOk } from '../support/images';
import { postInput } from '../support/posts';
import { countRows } from '../support/rows';

const { ctx, p, postBy } = useContentApp();

describe('POST /v1/user/post/new/', () => {
  it('publishes at once and answers the post with its author and contact', async () => {
    const user = await createLoggedInUser(ctx(), { nickName: '法拉盛老王' });
    const now = ctx().clock.now();
    const res = await ctx().client.call(
      newPost,
      postInput(p, {
        title: '  法拉盛两房一厅出租  ',
        content: '缅街附近两房一厅，\r\n近7号线地铁站，包水电。',
        categoryId: p.housing,
        price: 180000,
        location: { latitude: 40.7592, longitude: -73.8303, address: '41st Ave, Flushing' },
        contact: { phone: '718 555 0123', wechat: '', email: 'Wang@Example.com' },
      }),
      { token: user.token },
    );
    expect(res.code).toBe(Code.ok);
    expect(res.data).toMatchObject({
      title: '法拉盛两房一厅出租',
      content: '缅街附近两房一厅，\n近7号线地铁站，包水电。',
      categoryId: p.housing,
      categoryName: '房屋租售',
      regionId: p.flushing,
      regionPathName: '美国>纽约州>纽约/法拉盛',
      images: [],
      contact: { phone: '+17185550123', wechat: null, email: 'wang@example.com' },
      contactHidden: false,
      price: 180000,
      location: { latitude: 40.7592, longitude: -73.8303, address: '41st Ave, Flushing' },
      status: 'published',
      viewCount: 0,
      replyCount: 0,
      likeCount: 0,
      author: { id: user.id, nickName: '法拉盛老王' },
      liked: false,
      mine: true,
    });
    const expires = Date.parse(res.data!.expiresAt) - Date.parse(res.data!.createdAt);
    expect(expires).toBe(30 * 24 * 3600 * 1000);
    expect(Date.parse(res.data!.createdAt)).toBeGreaterThanOrEqual(now);
  });

  it.each([
    [{ title: '招聘' }, '标题至少 5 个字'],
    [{ title: 'x'.repeat(51) }, '标题最多 50 个字'],
    [{ title: '' }, '请输入标题'],
    [{ title: '第一行\n第二行标题' }, '标题不能包含换行或特殊符号'],
    [{ content: '太短了' }, '内容至少 10 个字'],
    [{ content: '字'.repeat(2001) }, '内容最多 2000 个字'],
    [{ categoryId: 'abc' }, '分类编号不正确'],
    [{ categoryId: 9999 }, '分类不存在'],
    [{ regionId: 9999 }, '地区不存在'],
    [{ contact: {} }, '请至少填写一种联系方式（电话、微信或邮箱）'],
    [{ contact: { phone: '12345' } }, '请输入正确的美国或中国大陆手机号'],
    [{ contact: { email: 'not-mail' } }, '邮箱格式不正确'],
    [{ price: 100 }, '该分类不能填写价格'],
    [{ price: 12.5 }, '价格最多精确到美分'],
    [{ categoryId: 'housing', price: 1_000_000_001 }, '价格不能超过 $10,000,000'],
    [{ categoryId: 'housing', price: null, priceUnit: 'month' }, '选择每月或每小时时请填写价格'],
    [{ categoryId: 'housing', price: 100, priceUnit: 'year' }, '计价单位只能是每月或每小时'],
    [{ images: ['a'.repeat(64)] }, '图片不存在或已失效，请重新上传'],
    [{ images: Array.from({ length: 10 }, (_, i) => String(i).repeat(64)) }, '最多上传 9 张图片'],
    [{ images: ['../etc/passwd'] }, '图片不正确'],
    [{ location: { latitude: 91, longitude: 0, address: 'x' } }, '位置的纬度不正确'],
  ] as const)('refuses %j: %s', async (override, reason) => {
    const user = await createLoggedInUser(ctx());
    // 'housing': the test table is built before the catalog's ids are known.
    const input = { ...postInput(p), ...override };
    if (input.categoryId === 'housing') input.categoryId = p.housing;
    const res = await ctx().client.call(newPost, input, { token: user.token });
    expect(res).toEqual({ code: Code.invalid, reason });
    expect(await countRows(ctx().app.db, 'posts', 'user_id', user.id)).toBe(0);
  });
});

describe('price units', () => {
  it('keeps rent by the month and wages by the hour, in the detail and the lists', async () => {
    const user = await createLoggedInUser(ctx());
    const rent = await postBy(user, { categoryId: p.housing, price: 180000, priceUnit: 'month' });
    const sale = await postBy(user, { categoryId: p.secondhand, price: 5000 });
    const negotiable = await postBy(user, { categoryId: p.housing, price: null });
    expect([rent.priceUnit, sale.priceUnit, negotiable.priceUnit]).toEqual(['month', null, null]);
    const detail = await ctx().client.call(postDetail, { id: rent.id });
    expect(detail.data).toMatchObject({ price: 180000, priceUnit: 'month' });
    const list = await ctx().client.call(myPosts, {}, { token: user.token });
    expect(list.data!.list.map((i) => [i.id, i.price, i.priceUnit])).toEqual([
      [negotiable.id, null, null],
      [sale.id, 5000, null],
      [rent.id, 180000, 'month'],
    ]);
    const edited = await ctx().client.call(
      updatePost,
      { id: rent.id, ...postInput(p, { categoryId: p.housing, price: 2500, priceUnit: 'hour' }) },
      { token: user.token },
    );
    expect(edited.data).toMatchObject({ price: 2500, priceUnit: 'hour' });
  });
});

describe('images', () => {
  it("shows the poster's uploads in the chosen order, the first as the list's thumbnail", async () => {
    const user = await createLoggedInUser(ctx());
    const a = await uploadOk(ctx(), user.token, await photo(800, 600, { seed: 1 }));
    const b = await uploadOk(ctx(), user.token, await photo(600, 800, { seed: 2 }));
    const post = await postBy(user, { categoryId: p.secondhand, images: [b.id, a.id] });
    expect(post.images).toEqual([b, a]);
    const list = await ctx().client.call(postList, { categoryId: p.secondhand });
    expect(list.data!.list.find((i) => i.id === post.id)).toMatchObject({
      thumbUrl: b.thumbUrl,
      imageCount: 2,
    });
  });

  it("refuses another user's upload", async () => {
    const owner = await createLoggedInUser(ctx());
    const other = await createLoggedInUser(ctx());
    const image = await uploadOk(ctx(), owner.token, await photo(640, 480, { seed: 3 }));
    const res = await ctx().client.call(newPost, postInput(p, { images: [image.id] }), {
      token: other.token,
    });
    expect(res).toEqual({ code: Code.invalid, reason: '图片不存在或已失效，请重新上传' });
  });
});

describe('owner-only writes', () => {
  it("edits, renews and deletes one's own post", async () => {
    const user = await createLoggedInUser(ctx());
    const post = await postBy(user);
    const edited = await ctx().client.call(
      updatePost,
      { id: post.id, ...postInput(p, { title: '改过的标题：招聘师傅', regionId: p.brooklyn }) },
      { token: user.token },
    );
    expect(edited.data).toMatchObject({
      id: post.id,
      title: '改过的标题：招聘师傅',
      regionPathName: '美国>纽约州>布鲁克林',
      expiresAt: post.expiresAt,
    });

    ctx().clock.advance(1000);
    const renewed = await ctx().client.call(renewPost, { id: post.id }, { token: user.token });
    expect(Date.parse(renewed.data!.expiresAt)).toBeGreaterThan(Date.parse(post.expiresAt));

    expect(await ctx().client.call(deletePost, { id: post.id }, { token: user.token })).toEqual({
      code: Code.ok,
      data: {},
    });
    expect((await ctx().client.call(postDetail, { id: post.id }, { token: user.token })).code).toBe(
      Code.notFound,
    );
    const mine = await ctx().client.call(myPosts, {}, { token: user.token });
    expect(mine.data!.list).toEqual([]);
    const list = await ctx().client.call(postList, { regionId: p.brooklyn });
    expect(list.data!.list.map((i) => i.id)).not.toContain(post.id);
  });

  it("answers 404 to another user's update, delete and renew, and changes nothing", async () => {
    const owner = await createLoggedInUser(ctx());
    const other = await createLoggedInUser(ctx());
    const post = await postBy(owner);
    const notFound = { code: Code.notFound, reason: '帖子不存在或已删除' };
    expect(
      await ctx().client.call(
        updatePost,
        { id: post.id, ...postInput(p, { title: '别人的帖子我来改' }) },
        { token: other.token },
      ),
    ).toEqual(notFound);
    expect(await ctx().client.call(deletePost, { id: post.id }, { token: other.token })).toEqual(
      notFound,
    );
    expect(await ctx().client.call(renewPost, { id: post.id }, { token: other.token })).toEqual(
      notFound,
    );
    const mine = await ctx().client.call(myPosts, {}, { token: other.token });
    expect(mine.data!.list).toEqual([]);
    const after = await ctx().client.call(postDetail, { id: post.id }, { token: owner.token });
    expect(after.data).toMatchObject({
      title: post.title,
      status: 'published',
      expiresAt: post.expiresAt,
      updatedAt: post.updatedAt,
    });
  });
});
