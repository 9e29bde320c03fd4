import { describe, expect, it } from 'vitest';
import { createUser, loggedInAs } from './support/accounts';
import { ARTICLE_EDITOR, createArticle, startArticle } from './support/articles';
import { shoot, useBrowser } from './support/browser';

const open = useBrowser();

const detail = (id: number) => `/pages/article/detail/index?id=${id}`;

describe('article bodies keep their lines', () => {
  it('typed in the editor as lines and a list, they are read as lines and a list', async () => {
    const author = await createUser({ nickName: '分行的作者' });
    const { page, body } = await startArticle(open, author, '办驾照要带的材料清单');
    await page.keyboard.type('第一行：先预约笔试');
    await page.keyboard.press('Enter');
    await page.keyboard.type('第二行：再预约路考');
    await page.keyboard.press('Enter');
    // Markdown's list mark, turned into a list as it is typed.
    await page.keyboard.type('- 护照');
    await page.keyboard.press('Enter');
    await page.keyboard.type('租约');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.type('以上两样都要原件');
    await body.locator('li', { hasText: '租约' }).waitFor();
    expect(await body.innerText()).not.toContain('- ');
    await shoot(page, 'articles-editor-lines');
    await page.getByTestId('article-submit').click();
    await page.getByTestId('article-success-view').click();

    const view = page.getByTestId('article-body');
    await view.locator('li').first().waitFor();
    expect(await view.locator('p').allInnerTexts()).toEqual([
      '第一行：先预约笔试',
      '第二行：再预约路考',
      '以上两样都要原件',
    ]);
    expect(await view.locator('li').allInnerTexts()).toEqual(['护照', '租约']);
    await shoot(page, 'articles-detail-lines');
  });

  it('an article written before, with single line breaks, reads as typed and opens in the editor as it reads', async () => {
    const author = await createUser({ nickName: '老文章的作者' });
    const article = await createArticle(author.token, {
      title: '早前写的一篇搬家经验',
      body: '## 搬家\n\n打包用**旧报纸**\n纸箱去超市要\n\n- 预约货车\n到了再付款\n\n> 提前一周\n就够了',
    });
    const { page } = await open(detail(article.id), loggedInAs(author));
    const view = page.getByTestId('article-body');
    await view.locator('h2').waitFor();
    // Two typed lines are two lines; the line after the item is no part of it.
    expect(await view.locator('p').first().innerText()).toBe('打包用旧报纸\n纸箱去超市要');
    expect(await view.locator('li').allInnerTexts()).toEqual(['预约货车']);
    expect(await view.locator('ul + p').innerText()).toBe('到了再付款');
    expect(await view.locator('blockquote').innerText()).toBe('提前一周');

    await page.goto(`/#${ARTICLE_EDITOR}?id=${article.id}`);
    const body = page.getByRole('textbox', { name: '正文', exact: true });
    await body.locator('h2', { hasText: '搬家' }).waitFor();
    await body.locator('strong', { hasText: '旧报纸' }).waitFor();
    expect(await body.innerText()).not.toMatch(/\*\*|##|^- /m);
    await shoot(page, 'articles-editor-existing');
    await page.getByTestId('article-submit').click();
    await page.getByTestId('article-success-view').click();
    await view.locator('h2').waitFor();
    expect(await view.locator('p').first().innerText()).toBe('打包用旧报纸\n纸箱去超市要');
    expect(await view.locator('li').allInnerTexts()).toEqual(['预约货车']);
  });
});
