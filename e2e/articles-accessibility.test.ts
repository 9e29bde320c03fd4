import { describe, expect, it } from 'vitest';
import { createUser, loggedInAs } from './support/accounts';
import { createArticle } from './support/articles';
import { axeViolations } from './support/axe';
import { useBrowser } from './support/browser';

const open = useBrowser();

describe('accessibility of the article screens', () => {
  it('axe finds no serious or critical violation on the feed, detail, comments, editor and my articles', async () => {
    const author = await createUser({ nickName: '无障碍作者' });
    const article = await createArticle(author.token, {
      title: '无障碍检查用的文章',
      body: '## 小标题\n\n正文有**粗体**、*斜体*和[链接](https://example.com)。\n\n- 一项\n- 两项\n\n> 一段引用',
    });
    await createArticle(author.token, { title: '第二篇无障碍检查文章' });
    const { page } = await open('/pages/article/home/index', loggedInAs(author));
    await page.getByTestId('article-feed').waitFor();
    expect(await axeViolations(page), 'feed').toEqual([]);

    await page.goto(`/#/pages/article/detail/index?id=${article.id}`);
    await page.getByTestId('comment-all').waitFor();
    expect(await axeViolations(page), 'detail').toEqual([]);

    await page.goto(`/#/pages/article/comment/index?id=${article.id}`);
    await page.getByTestId('comment-composer').waitFor();
    expect(await axeViolations(page), 'comments').toEqual([]);

    await page.goto(`/#/pages/user/article/edit?id=${article.id}`);
    await page.getByTestId('article-body-editor').locator('h2').waitFor();
    expect(await axeViolations(page), 'editor').toEqual([]);

    await page.goto('/#/pages/user/article/index');
    await page.getByTestId('my-articles').waitFor();
    await page.getByTestId('my-articles-select').click();
    expect(await axeViolations(page), 'my articles, selecting').toEqual([]);

    await page.goto(`/#/pages/user/article/detail?id=${article.id}`);
    await page.getByTestId('my-article').waitFor();
    expect(await axeViolations(page), 'my article').toEqual([]);
  });
});
