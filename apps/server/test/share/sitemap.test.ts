import { deletePost } from '@huaren/contract';
import { describe, expect, it } from 'vitest';
import { SITEMAP_FILE_URLS } from '../../src/static/sitemap';
import { setContentStatus } from '../support/admin';
import { callOk } from '../support/call-ok';
import { useContentApp } from '../support/content';
import { setExpiry } from '../support/posts';
import { getPage } from './pages';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);

describe('robots.txt, sitemap.xml and list pages (decision 0039)', () => {
  const { ctx, p, postBy, articleBy, author, admin } = useContentApp(['author', 'admin']);
  const origin = () => ctx().baseUrl;

  it('points crawlers at the sitemap and away from the API', async () => {
    const page = await getPage(ctx(), '/robots.txt');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/plain');
    expect(page.html).toContain('Disallow: /v1/');
    expect(page.html).toContain(`Sitemap: ${origin()}/sitemap.xml`);
  });

  it('lists exactly the published posts and articles, with lastmod from their last change', async () => {
    const shown = await postBy(author);
    const hidden = await postBy(author);
    const deleted = await postBy(author);
    const expired = await postBy(author);
    const article = await articleBy(author);
    const hiddenArticle = await articleBy(author);
    await setContentStatus(ctx(), admin.token, { type: 'post', id: hidden.id }, 'hide');
    await setContentStatus(ctx(), admin.token, { type: 'article', id: hiddenArticle.id }, 'hide');
    await callOk(ctx(), deletePost, { id: deleted.id }, author.token);
    await setExpiry(ctx(), expired.id);

    const index = await getPage(ctx(), '/sitemap.xml');
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toContain('application/xml');
    expect(index.html).toContain(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    );
    expect(locs(index.html)).toEqual([
      `${origin()}/sitemaps/posts-1.xml`,
      `${origin()}/sitemaps/articles-1.xml`,
    ]);
    const posts = await getPage(ctx(), '/sitemaps/posts-1.xml');
    expect(locs(posts.html)).toEqual([`${origin()}/p/${shown.id}`]);
    expect(posts.html).toContain(`<lastmod>${shown.updatedAt}</lastmod>`);
    const articles = await getPage(ctx(), '/sitemaps/articles-1.xml');
    expect(locs(articles.html)).toEqual([`${origin()}/a/${article.id}`]);
    // Every listed page answers 200; the ones left out do not.
    for (const url of [...locs(posts.html), ...locs(articles.html)]) {
      expect((await getPage(ctx(), new URL(url).pathname)).status, url).toBe(200);
    }
  });

  it('splits a section into files of 50,000 ids, and answers 404 for a file it does not have', async () => {
    const far = SITEMAP_FILE_URLS + 7;
    const row = await ctx()
      .app.db.selectFrom('posts')
      .selectAll()
      .where('status', '=', 'published')
      .where('expires_at', '>', ctx().clock.now())
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const { id: _id, ...copy } = row;
    await ctx()
      .app.db.insertInto('posts')
      .values({ ...copy, id: far, content_hash: 'f'.repeat(64) } as typeof row)
      .execute();
    // Written behind the calls' back: the kept sitemap lives its second (decision 0009).
    ctx().clock.advance(1001);
    const index = await getPage(ctx(), '/sitemap.xml');
    expect(locs(index.html)).toContain(`${origin()}/sitemaps/posts-2.xml`);
    const second = await getPage(ctx(), '/sitemaps/posts-2.xml');
    expect(locs(second.html)).toEqual([`${origin()}/p/${far}`]);
    for (const path of ['/sitemaps/posts-0.xml', '/sitemaps/users-1.xml', '/sitemaps/x']) {
      expect((await getPage(ctx(), path)).status, path).toBe(404);
    }
  });

  it('renders a region list and a category list linking to the posts, without the hidden', async () => {
    const shown = await postBy(author, { title: '列表页可见的帖子', regionId: p.brooklyn });
    const hidden = await postBy(author, { title: '列表页隐藏的帖子', regionId: p.brooklyn });
    await setContentStatus(ctx(), admin.token, { type: 'post', id: hidden.id }, 'hide');
    const region = await getPage(ctx(), `/r/${p.brooklyn}`);
    expect(region.status).toBe(200);
    expect(region.html).toContain(`<a href="/p/${shown.id}">列表页可见的帖子</a>`);
    expect(region.html).not.toContain('列表页隐藏的帖子');
    expect(region.html).toContain(`<link rel="canonical" href="${origin()}/r/${p.brooklyn}" />`);
    const jobs = await getPage(ctx(), `/r/${p.brooklyn}/c/${p.jobs}`);
    expect(jobs.html).toContain(`href="/p/${shown.id}"`);
    const housing = await getPage(ctx(), `/r/${p.brooklyn}/c/${p.housing}`);
    expect(housing.status).toBe(200);
    expect(housing.html).not.toContain(`href="/p/${shown.id}"`);
    for (const path of ['/r/99999999', `/r/${p.brooklyn}/c/99999999`, '/r/abc']) {
      expect((await getPage(ctx(), path)).status, path).toBe(404);
    }
  });
});
