import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createUser, loggedInAs, toast } from './support/accounts';
import { createArticle } from './support/articles';
import { shoot, useBrowser } from './support/browser';
import { photo } from './support/posts';

const open = useBrowser();

const FEED = '/pages/article/home/index';
const EDIT = '/pages/user/article/edit';
const detail = (id: number) => `/pages/article/detail/index?id=${id}`;
const comments = (id: number) => `/pages/article/comment/index?id=${id}`;

async function goTo(page: Page, path: string): Promise<void> {
  await page.goto(`/#${path}`);
}

async function feedTitles(page: Page): Promise<string[]> {
  await page.getByTestId('article-feed').or(page.getByTestId('article-feed-empty')).waitFor();
  return page.getByTestId('article-card').locator('span span').first().allInnerTexts();
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

    // Write: the toolbar marks the selection; the photo is compressed, uploaded and inserted.
    const { page } = await open(EDIT, loggedInAs(author));
    await page.getByTestId('article-form').waitFor();
    await page.getByLabel('标题', { exact: true }).fill(title);
    const body = page.getByRole('textbox', { name: '正文', exact: true });
    await body.fill('看房前先查清楚房东和租约条款。');
    await body.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(0, 2));
    await page.getByTestId('tool-bold').click();
    await expect.poll(() => body.inputValue()).toBe('**看房**前先查清楚房东和租约条款。');
    await body.evaluate((el: HTMLTextAreaElement) =>
      el.setSelectionRange(el.value.length, el.value.length),
    );
    await page.getByTestId('editor-image-input').setInputFiles({
      name: 'room.png',
      mimeType: 'image/png',
      buffer: await photo('#00897b', 2400, 1600),
    });
    await expect
      .poll(() => body.inputValue(), { timeout: 15_000 })
      .toMatch(/\n\n!\[\]\(\/uploads\/[0-9a-f]{64}\.webp\)\n\n$/);
    await shoot(page, 'articles-editor');

    // The draft survives a reload.
    await page.reload();
    await expect
      .poll(() => page.getByRole('textbox', { name: '正文', exact: true }).inputValue())
      .toContain('**看房**');
    expect(await page.getByLabel('标题', { exact: true }).inputValue()).toBe(title);

    await page.getByRole('tab', { name: '预览' }).click();
    await page.getByTestId('editor-preview').locator('strong', { hasText: '看房' }).waitFor();
    await page.getByTestId('editor-preview').locator('img').waitFor();
    await shoot(page, 'articles-editor-preview');
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
    await goTo(page, FEED);
    expect(await feedTitles(page)).not.toContain(title);
  });

  it('a body with script, event handlers and javascript: links renders as text and runs nothing', async () => {
    const writer = await createUser({ nickName: '安全测试' });
    const corpus = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '[x](javascript:alert(1))',
      '<svg onload=alert(1)>',
      '<iframe src=javascript:alert(1)>',
    ];
    const article = await createArticle(writer.token, {
      title: 'XSS 语料文章',
      body: `${corpus.join('\n\n')}\n\n以上内容应当原样显示为文字。`,
    });
    const dialogs: string[] = [];
    const { page } = await open(detail(article.id), {
      beforeLoad: async (p) => p.on('dialog', (d) => void dialogs.push(d.message())),
    });
    const bodyView = page.getByTestId('article-body');
    await bodyView.getByText('以上内容应当原样显示为文字。').waitFor();
    const text = await bodyView.innerText();
    for (const line of corpus.filter((l) => l.startsWith('<'))) expect(text).toContain(line);
    expect(await bodyView.locator('script, img, svg, iframe').count()).toBe(0);
    expect(await bodyView.locator('a[href^="javascript"]').count()).toBe(0);
    // A moment for anything that would run on load or on error.
    await page.waitForTimeout(500);
    expect(dialogs).toEqual([]);
  });
});
