import { rmSync } from 'node:fs';
import {
  articleList,
  deletePost,
  Header,
  PAGE_DATA_ELEMENT_ID,
  postDetail,
  postLike,
  postList,
  recommendImportantPost,
  regionList,
  type PageCall,
} from '@huaren/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { setContentStatus } from '../support/admin';
import { callOk } from '../support/call-ok';
import { useContentApp } from '../support/content';
import { photo, uploadOk } from '../support/images';
import { builtWebDist, getPage } from './pages';

const dist = builtWebDist();
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const BLOCK = new RegExp(
  `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">([^<]*)</script>`,
);

/** The page's own first data, parsed as the app parses it; null when the page has none. */
function pageDataOf(html: string): PageCall[] | null {
  const match = BLOCK.exec(html);
  return match ? (JSON.parse(match[1]!) as PageCall[]) : null;
}

describe('the page’s own first data in the HTML (decision 0043)', () => {
  const { ctx, p, postBy, articleBy, author, admin } = useContentApp(['author', 'admin'], {
    env: { WEB_DIST: dist },
  });
  const visitor = () => ({ client: ctx().client });

  it('writes into /p/{id} what the detail answers a visitor, before the head ends', async () => {
    const post = await postBy(author, { title: '法拉盛两室一厅出租', categoryId: p.housing });
    const answer = await callOk(visitor(), postDetail, { id: post.id }, '');
    const { status, html } = await getPage(ctx(), `/p/${post.id}`);
    expect(status).toBe(200);
    expect(pageDataOf(html)).toEqual([
      { path: postDetail.path, input: { id: post.id }, output: answer },
    ]);
    expect(answer.contact).toBeNull();
    expect(html.indexOf(PAGE_DATA_ELEMENT_ID)).toBeLessThan(html.indexOf('</head>'));
  });

  it('writes a logged-in reader nothing of theirs: the same page as a visitor’s', async () => {
    const post = await postBy(author);
    await callOk(ctx(), postLike, { postId: post.id }, author.token);
    const own = await getPage(ctx(), `/p/${post.id}`, { [Header.token]: author.token });
    const seen = await getPage(ctx(), `/p/${post.id}`);
    expect(own.html).toBe(seen.html);
    const [call] = pageDataOf(own.html) ?? [];
    expect(call?.output).toMatchObject({ liked: false, mine: false, contact: null });
    expect(own.html).not.toContain('555-0123');
    expect(own.html).not.toContain(author.token);
  });

  it('writes nothing for a hidden or deleted post: its refusal carries no data', async () => {
    const hidden = await postBy(author, { content: '隐藏帖子的正文不可外泄' });
    const deleted = await postBy(author, { content: '删除帖子的正文不可外泄' });
    await setContentStatus(ctx(), admin.token, { type: 'post', id: hidden.id }, 'hide');
    await callOk(ctx(), deletePost, { id: deleted.id }, author.token);
    for (const post of [hidden, deleted]) {
      const { status, html } = await getPage(ctx(), `/p/${post.id}`);
      expect(status).toBe(404);
      expect(pageDataOf(html)).toBeNull();
      expect(html).not.toContain(post.content);
    }
  });

  it('keeps a title that closes the script as data: every < escaped, the same value parsed', async () => {
    const title = '</script><script src="/evil.js"></script><!--租房';
    const post = await postBy(author, { title });
    const { html } = await getPage(ctx(), `/p/${post.id}`);
    expect(html).not.toContain('/evil.js"></script>');
    const [call] = pageDataOf(html) ?? [];
    expect((call?.output as { title: string }).title).toBe(title);
  });

  it('writes into a list’s page its first page as the list call answers a visitor', async () => {
    await postBy(author, { regionId: p.flushing, categoryId: p.jobs });
    const input = { regionId: p.flushing, categoryId: p.jobs, sort: 'latest' as const };
    const answer = await callOk(visitor(), postList, input, '');
    expect(answer.list.length).toBeGreaterThan(0);
    const { html } = await getPage(ctx(), `/r/${p.flushing}/c/${p.jobs}`);
    expect(pageDataOf(html)).toEqual([{ path: postList.path, input, output: answer }]);
    const region = await getPage(ctx(), `/r/${p.newYorkState}`);
    expect(pageDataOf(region.html)).toEqual([
      {
        path: postList.path,
        input: { regionId: p.newYorkState, sort: 'latest' },
        output: await callOk(visitor(), postList, { regionId: p.newYorkState }, ''),
      },
    ]);
  });

  it('preloads the first photo of a post with the renditions its <img> offers', async () => {
    const image = await uploadOk(ctx(), author.token, await photo(1200, 900));
    const post = await postBy(author, { images: [image.id] });
    const { html } = await getPage(ctx(), `/p/${post.id}`);
    const srcset = `${image.thumbUrl} 400w, ${image.url} 1200w`;
    expect(html).toContain(
      `<link rel="preload" as="image" href="${image.url}" imagesrcset="${srcset}" imagesizes="(max-width: 480px) 100vw, 480px" fetchpriority="high" />`,
    );
    expect(html).toContain(`srcset="${srcset}" sizes="(max-width: 480px) 100vw, 480px"`);
    const text = await getPage(ctx(), `/p/${(await postBy(author)).id}`);
    expect(text.html).not.toContain('rel="preload" as="image"');
  });

  it('writes into / the home page’s posts and the community’s first page of the first region', async () => {
    await postBy(author);
    await articleBy(author);
    const regions = await callOk(visitor(), regionList, {}, '');
    const regionId = regions.list[0]!.id;
    const recommended = await callOk(visitor(), recommendImportantPost, { regionId }, '');
    const articles = await callOk(visitor(), articleList, { regionId }, '');
    const { html } = await getPage(ctx(), '/');
    expect(pageDataOf(html)).toEqual([
      { path: recommendImportantPost.path, input: { regionId }, output: recommended },
      { path: articleList.path, input: { sort: 'latest', regionId }, output: articles },
    ]);
    const withToken = await getPage(ctx(), '/', { [Header.token]: author.token });
    expect(withToken.html).toBe(html);
  });
});
