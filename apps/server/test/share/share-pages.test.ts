import { rmSync } from 'node:fs';
import { deletePost } from '@huaren/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { setContentStatus } from '../support/admin';
import { callOk } from '../support/call-ok';
import { useContentApp } from '../support/content';
import { photo, uploadOk } from '../support/images';
import { premoderate, setExpiry } from '../support/posts';
import { rawRequest } from '../support/raw-http';
import { builtWebDist, getPage, jsonLdOf, metaOf, titleOf } from './pages';

const dist = builtWebDist();
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('share pages of posts and articles (decision 0039)', () => {
  const { ctx, p, postBy, articleBy, author, admin } = useContentApp(['author', 'admin'], {
    env: { WEB_DIST: dist },
  });
  const origin = () => ctx().baseUrl;

  it('renders a post for crawlers: title, meta, Open Graph, canonical, JSON-LD, text, region, time', async () => {
    const post = await postBy(author, {
      title: '法拉盛两室一厅出租',
      content: '近7号线，拎包入住。\n月租含水电。',
      categoryId: p.housing,
      price: 180000,
      priceUnit: 'month',
    });
    const page = await getPage(ctx(), `/p/${post.id}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(titleOf(page.html)).toBe('法拉盛两室一厅出租 - 华人生活圈');
    const url = `${origin()}/p/${post.id}`;
    expect(metaOf(page.html, 'og:title')).toBe('法拉盛两室一厅出租');
    expect(metaOf(page.html, 'og:url')).toBe(url);
    expect(metaOf(page.html, 'og:image')).toBe(`${origin()}/share-card.png`);
    expect(metaOf(page.html, 'twitter:card')).toBe('summary');
    expect(metaOf(page.html, 'description')).toBe(
      `$1,800/月 · ${post.regionPathName} · 近7号线，拎包入住。 月租含水电。`,
    );
    expect(page.html).toContain(`<link rel="canonical" href="${url}" />`);
    expect(jsonLdOf(page.html)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Offer',
      name: '法拉盛两室一厅出租',
      url,
      price: '1800.00',
      priceCurrency: 'USD',
      areaServed: { '@type': 'Place', name: post.regionPathName },
      validFrom: post.createdAt,
    });
    expect(page.html).toContain('近7号线，拎包入住。\n月租含水电。');
    expect(page.html).toContain(post.regionPathName);
    expect(page.html).toContain(`<time datetime="${post.createdAt}">`);
    // Contacts never: neither the phone nor the WeChat id of postInput.
    expect(page.html).not.toContain('555-0123');
    expect(page.html).not.toContain('flushing_chef');
    // The app's entry script, at an absolute URL (the page is not at /), and no inline script
    // but data blocks (JSON-LD, the launch data), which run nothing.
    expect(page.html).toContain('<script type="module" crossorigin src="/assets/index-abc123.js">');
    expect(page.html).toContain('href="/favicon.png"');
    expect(page.html).not.toMatch(/<script(?![^>]*(?:src=|type="application\/(?:ld\+)?json"))/);
    expect(page.html.match(/<meta name="description"/g)).toHaveLength(1);
  });

  it('keeps every user string text: a title with <script>, quotes and </title>', async () => {
    const title = `</title><script>alert("x")</script>'"&`;
    const post = await postBy(author, { title, content: '<img src=x onerror=alert(1)> </script>' });
    const page = await getPage(ctx(), `/p/${post.id}`);
    expect(page.status).toBe(200);
    expect(page.html).not.toContain('<script>alert');
    expect(page.html).not.toContain('<img src=x');
    expect(page.html.match(/<\/title>/g)).toHaveLength(1);
    expect(titleOf(page.html)).toBe(`${title} - 华人生活圈`);
    expect(metaOf(page.html, 'og:title')).toBe(title);
    expect(jsonLdOf(page.html)['name']).toBe(title);
    expect(page.html).toContain('&lt;img src=x onerror=alert(1)&gt; &lt;/script&gt;');
  });

  it('answers a hidden, pending or deleted post 404 and an expired one 410, without its text', async () => {
    const hidden = await postBy(author, { content: '隐藏帖子的正文不可外泄' });
    const deleted = await postBy(author, { content: '删除帖子的正文不可外泄' });
    const expired = await postBy(author, { content: '过期帖子的正文不可外泄' });
    await premoderate(ctx(), p.secondhand);
    const pending = await postBy(author, {
      categoryId: p.secondhand,
      content: '待审帖子正文不可外泄',
    });
    expect(pending.status).toBe('pending');
    expect((await getPage(ctx(), `/p/${hidden.id}`)).status).toBe(200);
    await setContentStatus(ctx(), admin.token, { type: 'post', id: hidden.id }, 'hide');
    await callOk(ctx(), deletePost, { id: deleted.id }, author.token);
    await setExpiry(ctx(), expired.id);
    for (const [post, status] of [
      [hidden, 404],
      [pending, 404],
      [deleted, 404],
      [expired, 410],
    ] as const) {
      const page = await getPage(ctx(), `/p/${post.id}`);
      expect(page.status, post.content).toBe(status);
      expect(page.html).not.toContain(post.content);
      expect(page.html).not.toContain(post.title);
      expect(page.html).toContain(`href="/r/${post.regionId}"`);
      expect(metaOf(page.html, 'robots')).toBe('noindex');
      expect(page.html).not.toContain('/assets/index-abc123.js');
    }
    for (const path of ['/p/99999999', '/p/0', '/p/abc', '/p/1e3', `/p/${'9'.repeat(20)}`]) {
      const page = await getPage(ctx(), path);
      expect(page.status, path).toBe(404);
      expect(page.html, path).toContain('href="/"');
    }
  });

  it('renders an article with Article data and its body', async () => {
    const article = await articleBy(author, { title: '法拉盛新移民办事指南' });
    const page = await getPage(ctx(), `/a/${article.id}`);
    expect(page.status).toBe(200);
    expect(titleOf(page.html)).toBe('法拉盛新移民办事指南 - 华人生活圈');
    expect(metaOf(page.html, 'og:type')).toBe('article');
    expect(metaOf(page.html, 'og:url')).toBe(`${origin()}/a/${article.id}`);
    expect(jsonLdOf(page.html)).toMatchObject({
      '@type': 'Article',
      headline: '法拉盛新移民办事指南',
      datePublished: article.createdAt,
      author: { '@type': 'Person', name: article.author.nickName },
    });
    expect(page.html).toContain('<strong>社安局</strong>');
    await setContentStatus(ctx(), admin.token, { type: 'article', id: article.id }, 'hide');
    const hidden = await getPage(ctx(), `/a/${article.id}`);
    expect(hidden.status).toBe(404);
    expect(hidden.html).not.toContain('社安局');
  });

  it('uses the first photo thumbnail as the preview picture, at an absolute URL', async () => {
    const image = await uploadOk(ctx(), author.token, await photo(800, 600));
    const post = await postBy(author, { images: [image.id] });
    const page = await getPage(ctx(), `/p/${post.id}`);
    expect(metaOf(page.html, 'og:image')).toBe(new URL(image.thumbUrl, origin()).href);
    expect(metaOf(page.html, 'og:image')).toMatch(/^http:\/\//);
    expect(metaOf(page.html, 'twitter:card')).toBe('summary_large_image');
    expect(jsonLdOf(page.html)['image']).toBe(metaOf(page.html, 'og:image'));
  });

  it('takes the origin from the request when PUBLIC_URL is unset', async () => {
    const post = await postBy(author);
    const page = await rawRequest(ctx().baseUrl, 'GET', `/p/${post.id}`, {
      host: 'huaren.example:8443',
    });
    expect(metaOf(page.text, 'og:url')).toBe(`http://huaren.example:8443/p/${post.id}`);
    // A Host that is no host name is never written into the page.
    const odd = await rawRequest(ctx().baseUrl, 'GET', `/p/${post.id}`, { host: 'a"b' });
    expect(odd.text).not.toContain('a"b');
  });
});
