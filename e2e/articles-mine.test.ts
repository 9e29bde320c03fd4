import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createUser, loggedInAs, toast } from './support/accounts';
import { createAdmin } from './support/admin';
import { articleCardIds, createArticle, hideArticle, likeArticle } from './support/articles';
import { shoot, useBrowser } from './support/browser';

const open = useBrowser();

const FEED = '/pages/article/home/index';
const MINE = '/pages/user/article/index';
const mine = (id: number) => `/pages/user/article/detail?id=${id}`;

async function goTo(page: Page, path: string): Promise<void> {
  await page.goto(`/#${path}`);
}

async function confirmDialog(page: Page, button: string): Promise<void> {
  await page.locator('.adm-dialog-button', { hasText: button }).click();
}

describe('my articles in the personal centre', () => {
  it('selects several articles and deletes them: they leave my list and the feed', async () => {
    const author = await createUser({ nickName: '批量删除的人' });
    const made = [];
    for (const title of ['布鲁克林停车罚单申诉', '皇后区公立学校择校', '长岛周末采摘农场']) {
      made.push(await createArticle(author.token, { title }));
    }
    const [first, kept, last] = made as [(typeof made)[0], (typeof made)[0], (typeof made)[0]];

    const { page } = await open(MINE, loggedInAs(author));
    expect(await articleCardIds(page, 'my-articles')).toEqual([last.id, kept.id, first.id]);
    await page.getByTestId('my-articles-select').click();
    const remove = page.getByTestId('my-articles-delete');
    expect(await remove.isDisabled()).toBe(true);
    await page.getByLabel(`选择 ${first.title}`).check();
    await page.getByLabel(`选择 ${last.title}`).check();
    await page.getByText('已选 2 篇').waitFor();
    await shoot(page, 'articles-mine-select');

    await remove.click();
    await page.getByText('确定删除选中的 2 篇文章吗？').waitFor();
    await confirmDialog(page, '删除');
    await toast(page, '已删除 2 篇').waitFor();
    await expect.poll(() => articleCardIds(page, 'my-articles')).toEqual([kept.id]);
    // Select mode ends with the delete.
    expect(await page.getByTestId('article-edit').count()).toBe(1);

    await page.reload();
    expect(await articleCardIds(page, 'my-articles')).toEqual([kept.id]);
    await goTo(page, FEED);
    const feed = await articleCardIds(page, 'article-feed');
    expect(feed).toContain(kept.id);
    expect(feed).not.toContain(first.id);
    expect(feed).not.toContain(last.id);
  });

  it("shows the author their article's status: published, then hidden by an administrator with the reason", async () => {
    const [author, admin] = await Promise.all([
      createUser({ nickName: '被隐藏的作者' }),
      createAdmin(),
    ]);
    const article = await createArticle(author.token, {
      title: '偏方治感冒的亲身经历',
      body: '每天喝三杯姜茶，感冒两天就好了。',
    });

    const { page } = await open(mine(article.id), loggedInAs(author));
    const summary = page.getByTestId('my-article');
    await summary.waitFor();
    expect(await summary.getByTestId('post-status').innerText()).toBe('已发布');
    await summary.getByRole('link', { name: '在社区中查看' }).waitFor();
    expect(await page.getByTestId('article-title').innerText()).toBe(article.title);
    await shoot(page, 'articles-mine-detail');

    await hideArticle(admin.token, article.id, '含有未经证实的医疗建议');
    await page.reload();
    await expect.poll(() => summary.getByTestId('post-status').innerText()).toBe('已隐藏');
    await summary.getByText('原因：含有未经证实的医疗建议').waitFor();
    expect(await summary.getByRole('link', { name: '在社区中查看' }).count()).toBe(0);
    await page.getByText('这篇文章已被隐藏，仅您本人可见。').waitFor();
    await shoot(page, 'articles-mine-hidden');

    // My list says why too, and the feed no longer has it.
    await goTo(page, MINE);
    const card = page.locator(`[data-article-id="${article.id}"]`);
    await card.getByText('原因：含有未经证实的医疗建议').waitFor();
    expect(await card.getByTestId('post-status').innerText()).toBe('已隐藏');
    await goTo(page, FEED);
    expect(await articleCardIds(page, 'article-feed')).not.toContain(article.id);
  });

  it('lists a liked article under 文章 in my likes, and opens it', async () => {
    const [writer, reader] = await Promise.all([
      createUser({ nickName: '被点赞的作者' }),
      createUser({ nickName: '点赞的读者' }),
    ]);
    const article = await createArticle(writer.token, { title: '湾区通勤火车月票攻略' });
    await likeArticle(reader.token, article.id);

    const { page } = await open('/pages/user/like/index', loggedInAs(reader));
    await page.getByRole('tab', { name: '文章' }).click();
    expect(await articleCardIds(page, 'liked-articles')).toEqual([article.id]);
    const card = page.getByTestId('liked-articles').getByTestId('article-card');
    expect(await card.innerText()).toContain('被点赞的作者');
    await card.getByRole('link', { name: article.title }).click();
    expect(await page.getByTestId('article-title').innerText()).toBe(article.title);
    expect(await page.getByTestId('article-like').getAttribute('aria-pressed')).toBe('true');
  });

  it('edits an article from my articles: the new title and body show in the feed and the detail', async () => {
    const author = await createUser({ nickName: '改文章的人' });
    const article = await createArticle(author.token, {
      title: '纽约驾照路考预约心得',
      body: '路考要提前两个月预约。',
    });

    const { page } = await open(MINE, loggedInAs(author));
    await page.getByRole('button', { name: `编辑 ${article.title}` }).click();
    const title = page.getByLabel('标题', { exact: true });
    await expect.poll(() => title.inputValue()).toBe(article.title);
    const body = page.getByRole('textbox', { name: '正文', exact: true });
    await expect.poll(() => body.innerText()).toBe('路考要提前两个月预约。');
    await title.fill('纽约驾照路考预约心得（更新）');
    // A heading from the toolbar, then the new text as its own paragraph.
    await body.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('预约');
    await page.getByTestId('tool-heading').click();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('路考现在要提前三个月预约，周末名额更少。');
    await page.getByTestId('article-submit').click();
    await page.getByTestId('article-success').getByText('修改已保存').waitFor();

    await page.getByTestId('article-success-view').click();
    await page.getByTestId('article-body').locator('h2', { hasText: '预约' }).waitFor();
    expect(await page.getByTestId('article-title').innerText()).toBe(
      '纽约驾照路考预约心得（更新）',
    );
    expect(await page.getByTestId('article-body').innerText()).toContain('提前三个月');

    await goTo(page, FEED);
    await articleCardIds(page, 'article-feed');
    const card = page.locator(`[data-article-id="${article.id}"]`);
    expect(await card.innerText()).toContain('纽约驾照路考预约心得（更新）');
    expect(await card.innerText()).toContain('路考现在要提前三个月预约');
  });
});
