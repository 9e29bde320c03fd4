import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createUser, loggedInAs, toast, waitForRoute } from './support/accounts';
import { ARTICLE_EDITOR, createArticle, startArticle } from './support/articles';
import { shoot, useBrowser } from './support/browser';
import { photo } from './support/posts';

const open = useBrowser();

const FEED = '/pages/article/home/index';
const detail = (id: number) => `/pages/article/detail/index?id=${id}`;
const comments = (id: number) => `/pages/article/comment/index?id=${id}`;

async function goTo(page: Page, path: string): Promise<void> {
  await page.goto(`/#${path}`);
}

async function feedTitles(page: Page): Promise<string[]> {
  await page.getByTestId('article-feed').or(page.getByTestId('article-feed-empty')).waitFor();
  return page.getByTestId('article-card').locator('span span').first().allInnerTexts();
}

/** The body the editor keeps in the draft: the Markdown the server will get. */
async function draftBody(page: Page): Promise<string | undefined> {
  return page.evaluate(
    () => (JSON.parse(localStorage.getItem('articleDraft:new') ?? '{}') as { body?: string }).body,
  );
}

async function confirmDialog(page: Page, button: string): Promise<void> {
  await page.locator('.adm-dialog-button', { hasText: button }).click();
}

describe('community articles in the browser', () => {
  it('an author writes with a photo; a reader comments; the author replies, likes, deletes the comment and the article', async () => {
    const [author, reader] = await Promise.all([
      createUser({ nickName: '写文章的人' }),
      createUser({ nickName: '读文章的人' }),
    ]);
    const title = `法拉盛租房避坑指南 ${Date.now() % 100000}`;

    // Write: the toolbar bolds the selection; the photo is compressed, uploaded and inserted.
    const { page, body } = await startArticle(open, author, title);
    await page.keyboard.type('看房前先查清楚房东和租约条款。');
    await page.keyboard.press('Home');
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('Shift+ArrowRight');
    await page.getByTestId('tool-bold').click();
    await body.locator('strong', { hasText: '看房' }).waitFor();
    await expect.poll(() => draftBody(page)).toBe('**看房**前先查清楚房东和租约条款。');
    await page.keyboard.press('End');
    await page.getByTestId('editor-image-input').setInputFiles({
      name: 'room.png',
      mimeType: 'image/png',
      buffer: await photo('#00897b', 2400, 1600),
    });
    await expect
      .poll(() => draftBody(page), { timeout: 15_000 })
      .toMatch(/条款。\n\n!\[\]\(\/uploads\/[0-9a-f]{64}\.webp\)$/);
    // What you see: the picture and the bold text, no Markdown marks.
    await body.locator('img[src^="/uploads/"]').waitFor();
    expect(await body.innerText()).not.toMatch(/\*\*|!\[/);
    await shoot(page, 'articles-editor');

    // The draft survives a reload.
    await page.reload();
    await page.getByRole('textbox', { name: '正文', exact: true }).locator('strong').waitFor();
    expect(await page.getByLabel('标题', { exact: true }).inputValue()).toBe(title);
    await page.getByTestId('article-submit').click();
    await page.getByTestId('article-success').waitFor();
    expect(await page.getByTestId('article-success').locator('h2').innerText()).toBe('发布成功');
    await page.getByTestId('article-success-view').click();
    await page.getByTestId('article-body').locator('img[src^="/uploads/"]').waitFor();
    await shoot(page, 'articles-detail');
    const articleId = Number(new URL(page.url().replace('#', '')).searchParams.get('id'));
    expect(articleId).toBeGreaterThan(0);

    // First in the feed, with its cover.
    await goTo(page, FEED);
    expect((await feedTitles(page))[0]).toBe(title);
    await page.getByTestId('article-card').first().locator('img').waitFor();
    await shoot(page, 'articles-feed');

    // A reader comments.
    const other = await open(comments(articleId), loggedInAs(reader));
    await other.page.getByLabel('评论内容').fill('请问押金一般是几个月？');
    await other.page.getByTestId('comment-send').click();
    await toast(other.page, '评论成功').waitFor();
    await other.page.getByTestId('comment').filter({ hasText: '请问押金一般是几个月？' }).waitFor();

    // The author answers it, then likes the article.
    await goTo(page, comments(articleId));
    const thread = page.getByTestId('comment-thread').first();
    await thread.getByTestId('comment-reply').first().click();
    await page.getByLabel('评论内容').fill('一般是一个月押金加第一个月房租。');
    await page.getByTestId('comment-send').click();
    await thread.getByTestId('comment').filter({ hasText: '一个月押金' }).waitFor();
    expect(await thread.getByTestId('comment').nth(1).textContent()).toContain('回复 @读文章的人');
    await shoot(page, 'articles-comments');

    await goTo(page, detail(articleId));
    const like = page.getByTestId('article-like');
    await like.click();
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByTestId('article-like-count').innerText()).toBe('1');
    expect(await page.getByTestId('comment-preview').innerText()).toContain('请问押金');

    // The author removes the reader's comment (and the answer under it).
    await goTo(page, comments(articleId));
    await page.getByTestId('comment-thread').first().getByTestId('comment-delete').first().click();
    await confirmDialog(page, '删除');
    await toast(page, '已删除').waitFor();
    await page.getByText('还没有评论，来说两句吧').waitFor();

    // Then the article: it leaves the feed.
    await goTo(page, detail(articleId));
    await page.getByTestId('article-delete').click();
    await confirmDialog(page, '删除');
    await toast(page, '已删除').waitFor();
    // The detail leaves by itself (home, as it was opened by its address): going to the feed
    // before it has would be undone by that navigation.
    await waitForRoute(page, '/');
    await goTo(page, FEED);
    expect(await feedTitles(page)).not.toContain(title);
  });

  it('a body with script, styles, frames, SVG and disguised javascript: renders inert, in the editor too', async () => {
    const writer = await createUser({ nickName: '安全测试' });
    // Raw HTML: markdown-it escapes it, so each line must show as the text it is.
    const shownAsText = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '<svg onload=alert(1)>',
      '<svg><script>alert(1)</script></svg>',
      '<svg><a xlink:href="javascript:alert(1)"><text y="20">点我</text></a></svg>',
      '<iframe src=javascript:alert(1)>',
      '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
      '<style>body{display:none}</style>',
      '<div style="background:url(javascript:alert(1))">样式</div>',
      '<object data="javascript:alert(1)"></object>',
    ];
    // Targets that hide javascript: or data: behind entities, case, whitespace or encoding.
    const disguised = [
      '<a href="&#106;avascript:alert(1)">实体标签</a>',
      '[大小写](JaVaScRiPt:alert(1))',
      '[实体](&#106;avascript:alert(1))',
      '[十六进制实体](&#x6A;avascript:alert(1))',
      '[制表符](java&#9;script:alert(1))',
      '[百分号](%6Aavascript:alert(1))',
      '[尖括号](<javascript:alert(1)>)',
      '<javascript:alert(1)>',
      '[页面](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
      '[图片链接](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
      '![脚本图](javascript:alert(1))',
      '![SVG](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
      '[![x](https://example.com/x.png)](javascript:alert(1))',
    ];
    const body = `${[...shownAsText, ...disguised].join('\n\n')}\n\n以上内容应当原样显示为文字。`;
    const article = await createArticle(writer.token, { title: 'XSS 语料文章', body });
    const dialogs: string[] = [];
    const listen = async (p: Page) => p.on('dialog', (d) => void dialogs.push(d.message()));

    /** Whatever renders the corpus: no active element, no attribute that runs, no bad link. */
    const expectInert = async (view: Locator) => {
      await view.getByText('以上内容应当原样显示为文字。').waitFor();
      const text = await view.innerText();
      for (const line of shownAsText) expect(text).toContain(line);
      expect(
        await view.locator('script, img, svg, iframe, style, object, embed, math').count(),
      ).toBe(0);
      expect(await view.locator('[style], [srcdoc], [onload], [onerror]').count()).toBe(0);
      const schemes = await view
        .locator('a[href]')
        .evaluateAll((links) =>
          links.map((a) => new URL(a.getAttribute('href')!, location.href).protocol),
        );
      for (const scheme of schemes)
        expect(['http:', 'https:', 'mailto:', 'tel:']).toContain(scheme);
      // A moment for anything that would run on load or on error.
      await view.page().waitForTimeout(500);
    };

    const reader = await open(detail(article.id), { beforeLoad: listen });
    const bodyView = reader.page.getByTestId('article-body');
    await expectInert(bodyView);
    // Following a link runs nothing either (each opens a tab of its own, listened to as well).
    reader.context.on('page', (tab) => void listen(tab));
    for (const link of await bodyView.locator('a[href]').all()) await link.click();
    await reader.page.waitForTimeout(500);

    // The editor reads the same source in the writer's browser, unsanitised.
    const { page } = await open(`${ARTICLE_EDITOR}?id=${article.id}`, {
      beforeLoad: async (p) => {
        await loggedInAs(writer).beforeLoad!(p);
        await listen(p);
      },
    });
    await expectInert(page.getByRole('textbox', { name: '正文', exact: true }));
    expect(dialogs).toEqual([]);
  });
});
