import {
  ARTICLE_MAX_IMAGES,
  articleDetail,
  articleLike,
  articleList,
  Code,
  commentList,
  deleteArticles,
  deleteComment,
  myArticleList,
  myCommentList,
  myLikeArticles,
  newArticle,
  newComment,
  updateArticle,
  type UploadedImage,
} from '@huaren/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useContentApp, hideStored } from '../support/content';
import { articleInput } from '../support/articles';
import { unique } from '../support/factories';
import { photo, uploadOk } from '../support/images';

const { ctx, p, articleBy, author, other } = useContentApp(['author', 'other']);
let images: UploadedImage[];

beforeAll(async () => {
  images = [
    await uploadOk(ctx(), author.token, await photo(64, 48, { seed: 1 })),
    await uploadOk(ctx(), author.token, await photo(64, 48, { seed: 2 })),
  ];
});

const publish = (input: Record<string, unknown>, token = author.token) =>
  ctx().client.call(newArticle, { ...articleInput(p.flushing), ...input }, { token });

const stored = (id: number) =>
  ctx().app.db.selectFrom('articles').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('POST /v1/user/articles/new/', () => {
  it('publishes at once and answers the article with its body for the editor', async () => {
    const input = articleInput(p.brooklyn, {
      title: '洛杉矶看牙经验分享',
      body: '# 看牙\n\n先问清楚**保险**覆盖哪些项目。',
      summary: '  看牙前先问保险  ',
    });
    const res = await ctx().client.call(newArticle, input, { token: author.token });
    expect(res.code).toBe(Code.ok);
    expect(res.data).toMatchObject({
      title: '洛杉矶看牙经验分享',
      summary: '看牙前先问保险',
      summaryChosen: true,
      bodyHtml: '<h2>看牙</h2>\n<p>先问清楚<strong>保险</strong>覆盖哪些项目。</p>\n',
      body: '# 看牙\n\n先问清楚**保险**覆盖哪些项目。',
      regionId: p.brooklyn,
      status: 'published',
      viewCount: 0,
      commentCount: 0,
      likeCount: 0,
      author: { id: author.id, nickName: author.nickName },
      mine: true,
      liked: false,
    });
  });

  it('takes images of our uploads: the first is the cover unless one is chosen', async () => {
    const [one, two] = images as [UploadedImage, UploadedImage];
    const body = `开头的文字说明一下。\n\n![门口](${one.url})\n\n![](${two.url})`;
    const auto = (await publish({ body })).data!;
    expect(auto.cover).toEqual(one);
    expect(auto.coverChosen).toBe(false);
    expect(auto.bodyHtml).toContain(`<img src="${one.url}" alt="门口" />`);
    const rows = await ctx()
      .app.db.selectFrom('article_images')
      .select('image_id')
      .where('article_id', '=', auto.id)
      .orderBy('image_id')
      .execute();
    expect(rows.map((r) => r.image_id)).toEqual([one.id, two.id].sort());

    const chosen = (await publish({ body, coverImageId: two.id })).data!;
    expect(chosen).toMatchObject({ cover: two, coverChosen: true });
    const card = (await ctx().client.call(articleList, { pageSize: 5 })).data!.list.find(
      (a) => a.id === chosen.id,
    );
    expect(card!.coverThumbUrl).toBe(two.thumbUrl);
    // Another user's upload of ours may be shown too: every image is one of ours.
    expect((await publish({ body }, other.token)).code).toBe(Code.ok);
  });

  it('fills the summary with the start of the text', async () => {
    const text = '报税季到了，'.repeat(30);
    const article = (await publish({ body: `## 提醒\n\n${text}` })).data!;
    expect(article.summary).toBe(Array.from(`提醒 ${text}`).slice(0, 100).join(''));
    expect(article.summaryChosen).toBe(false);
    // An edit without a summary takes it from the new body again.
    const edited = await ctx().client.call(
      updateArticle,
      {
        ...articleInput(p.brooklyn, { body: '## 更新\n\n新的开头，报税截止日期提前了。' }),
        id: article.id,
      },
      { token: author.token },
    );
    expect(edited.data).toMatchObject({
      summary: '更新 新的开头，报税截止日期提前了。',
      summaryChosen: false,
    });
  });

  it.each([
    ['请输入标题', { title: '' }],
    ['标题至少 5 个字', { title: '短标题' }],
    ['标题最多 60 个字', { title: '长'.repeat(61) }],
    ['标题不能包含换行或特殊符号', { title: '第一行标题\n第二行' }],
    ['请输入正文', { body: '' }],
    ['正文最多 20000 个字', { body: '字'.repeat(20_001) }],
    ['正文至少 10 个字', { body: '**太短**' }],
    ['正文至少 10 个字', { body: '# 标题\n\n![图](https://evil.example/x.png)' }],
    ['摘要最多 120 个字', { summary: '摘'.repeat(121) }],
    ['封面图片不正确', { coverImageId: 'not-an-id' }],
    ['封面图片不存在，请重新上传', { coverImageId: 'c'.repeat(64) }],
    [
      '图片不存在，请重新上传',
      { body: `正文内容足够长了吧。\n\n![](/uploads/${'d'.repeat(64)}.webp)` },
    ],
    ['地区不存在', { regionId: 999999 }],
    ['地区编号不正确', { regionId: 'x' }],
  ] as const)('refuses %s and stores nothing', async (reason, input) => {
    const title = `不应保存的文章${unique()}`;
    expect(await publish({ title, ...input })).toEqual({ code: Code.invalid, reason });
    const rows = await ctx()
      .app.db.selectFrom('articles')
      .select('id')
      .where('title', '=', title)
      .execute();
    expect(rows).toEqual([]);
  });

  it(`refuses more than ${ARTICLE_MAX_IMAGES} images`, async () => {
    const body = `图片很多的一篇文章。\n\n${`![](${images[0]!.url})\n`.repeat(ARTICLE_MAX_IMAGES + 1)}`;
    expect(await publish({ body })).toEqual({ code: Code.invalid, reason: '正文最多 20 张图片' });
  });
});

describe('the XSS corpus through the API', () => {
  const corpus = [
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '<svg onload=alert(1)>',
    '<iframe src="https://evil.example"></iframe>',
    '<style>body{display:none}</style>',
    '<a href="javascript:alert(1)" onmouseover="alert(1)">链接</a>',
    '<div style="x" onclick="alert(1)">属性</div>',
    '[a](javascript:alert(1))',
    '[b](JaVaScRiPt:alert(1))',
    '[c](&#106;avascript:alert(1))',
    '[d](java\tscript:alert(1))',
    '[e](%6Aavascript:alert(1))',
    '[f](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
    '![g](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
    '![h](https://evil.example/x.png)',
    '![i](//evil.example/x.png)',
  ].join('\n\n');

  it('stores and serves every case inert, on publishing and on editing', async () => {
    const body = `安全测试的正文内容。\n\n${corpus}`;
    const published = (await publish({ body })).data!;
    const edited = (
      await ctx().client.call(
        updateArticle,
        { ...articleInput(p.flushing), id: published.id, body: `${body}\n\n再改一次` },
        { token: author.token },
      )
    ).data!;
    for (const article of [published, edited]) {
      const served = (await ctx().client.call(articleDetail, { id: article.id })).data!;
      const row = await stored(article.id);
      for (const html of [article.bodyHtml, served.bodyHtml, row.body_html]) {
        expect(html).not.toMatch(/<script|<svg|<iframe|<style|<div/i);
        expect(html).not.toContain('<img');
        const tags = html.match(/<[^>]*>/g) ?? [];
        expect(tags.length).toBeGreaterThan(0);
        for (const tag of tags) {
          expect(tag).not.toMatch(/\son\w+\s*=/i);
          expect(tag).not.toMatch(/javascript:|data:|style=/i);
        }
      }
      expect(served.body).toBeNull();
      expect(row.body).toContain('<script>alert(1)</script>');
    }
  });
});

describe('POST /v1/user/article/{id}/', () => {
  it('replaces every field of an own article and keeps its status', async () => {
    const article = await articleBy(author);
    await hideStored(ctx(), 'articles', article.id);
    const res = await ctx().client.call(
      updateArticle,
      {
        id: article.id,
        title: '孩子入学注册攻略（更新）',
        body: `## 材料\n\n- 出生证明\n- 疫苗记录\n\n![](${images[0]!.url})`,
        regionId: p.bayArea,
      },
      { token: author.token },
    );
    expect(res.data).toMatchObject({
      id: article.id,
      title: '孩子入学注册攻略（更新）',
      regionId: p.bayArea,
      status: 'hidden',
      cover: images[0],
      coverChosen: false,
      summary: '材料 出生证明 疫苗记录',
    });
    expect(res.data!.updatedAt >= article.updatedAt).toBe(true);
  });

  it("answers 404 for another user's article, an unknown one and a deleted one, changing nothing", async () => {
    const article = await articleBy(author);
    const before = await stored(article.id);
    const edit = (id: number, token: string) =>
      ctx().client.call(
        updateArticle,
        { ...articleInput(p.bayArea), id, title: '被别人改掉的标题' },
        { token },
      );
    expect(await edit(article.id, other.token)).toEqual({
      code: Code.notFound,
      reason: '文章不存在或已删除',
    });
    expect(await stored(article.id)).toEqual(before);
    expect((await edit(999999, author.token)).code).toBe(Code.notFound);
    await ctx().client.call(deleteArticles, { ids: [article.id] }, { token: author.token });
    expect((await edit(article.id, author.token)).code).toBe(Code.notFound);
  });
});

describe('POST /v1/user/articles/ (delete)', () => {
  it("deletes only the caller's own articles from a mixed list", async () => {
    const mine = [await articleBy(author), await articleBy(author)];
    const theirs = await articleBy(other);
    const res = await ctx().client.call(
      deleteArticles,
      { ids: [theirs.id, mine[0]!.id, 999999, mine[1]!.id, mine[0]!.id] },
      { token: author.token },
    );
    expect(res).toEqual({ code: Code.ok, data: { deletedIds: [mine[0]!.id, mine[1]!.id] } });
    expect((await stored(theirs.id)).status).toBe('published');
    expect((await stored(mine[0]!.id)).status).toBe('deleted');
    // Deleting again deletes nothing more.
    const again = await ctx().client.call(
      deleteArticles,
      { ids: [mine[0]!.id] },
      { token: author.token },
    );
    expect(again.data).toEqual({ deletedIds: [] });
    const list = await ctx().client.call(myArticleList, { pageSize: 50 }, { token: author.token });
    expect(list.data!.list.map((a) => a.id)).not.toContain(mine[0]!.id);
  });

  it.each([
    [{ ids: [] }, '请选择要删除的文章'],
    [{}, '请选择要删除的文章'],
    [{ ids: Array.from({ length: 51 }, (_, i) => i + 1) }, '一次最多删除 50 篇'],
    [{ ids: ['x'] }, '文章编号不正确'],
  ] as const)('refuses %j: %s', async (input, reason) => {
    expect(await ctx().client.call(deleteArticles, input, { token: author.token })).toEqual({
      code: Code.invalid,
      reason,
    });
  });
});

describe('a visitor', () => {
  it('gets 403 on every write and every personal list', async () => {
    const article = await articleBy(author);
    const writes = [
      () => ctx().client.call(newArticle, articleInput(p.flushing)),
      () => ctx().client.call(updateArticle, { ...articleInput(p.flushing), id: article.id }),
      () => ctx().client.call(deleteArticles, { ids: [article.id] }),
      () => ctx().client.call(articleLike, { articleId: article.id }),
      () => ctx().client.call(newComment, { articleId: article.id, content: '你好' }),
      () => ctx().client.call(deleteComment, { id: 1 }),
      () => ctx().client.call(myArticleList, {}),
      () => ctx().client.call(myLikeArticles, {}),
      () => ctx().client.call(myCommentList, {}),
    ];
    for (const write of writes) expect((await write()).code).toBe(Code.notLoggedIn);
    expect((await stored(article.id)).status).toBe('published');
    expect((await ctx().client.call(commentList, { articleId: article.id })).code).toBe(Code.ok);
  });
});
