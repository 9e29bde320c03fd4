import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { call } from './support/api';
import { createUser, logIn, toast, waitForRoute } from './support/accounts';
import { createArticle } from './support/articles';
import { shoot, useBrowser } from './support/browser';
import { createPost } from './support/posts';

const open = useBrowser();

/** Any toast on screen: antd-mobile's, or the plain one. */
const anyToast = (page: Page) => page.locator('.adm-toast-main, .plain-toast');

/**
 * The page says the item is gone (the element `testId` with `message`), with no error toast and
 * no retry button: a missing item is an answer, not a failure. Saves the screenshot `shot`.
 */
async function saysGoneQuietly(page: Page, testId: string, message: string, shot: string) {
  await page.getByTestId(testId).getByText(message).waitFor();
  // A toast would have come with the answer; give it the time to appear.
  await page.waitForTimeout(500);
  expect(await anyToast(page).count()).toBe(0);
  expect(await page.getByRole('button', { name: '重试' }).count()).toBe(0);
  await shoot(page, shot);
}

describe('missing and deleted content', () => {
  it("a deleted post's link says so, with the way to the list, and no 重试 or toast", async () => {
    const author = await createUser();
    const post = await createPost(author.token, { title: '很快就删掉的帖子' });
    await call('POST', '/v1/user/post/', { token: author.token, body: { id: post.id } });

    const { page } = await open(`/pages/post/detail/index?id=${post.id}`);
    await saysGoneQuietly(page, 'post-gone', '该信息已删除或不存在', 'missing-post');

    await page.getByTestId('post-gone-action').click();
    await waitForRoute(page, '/pages/post/list/index');
    await page.getByTestId('post-list').or(page.getByTestId('post-list-empty')).waitFor();
  });

  it('a post that never existed reads the same', async () => {
    const { page } = await open('/pages/post/detail/index?id=987654321');
    await page.getByTestId('post-gone').getByText('该信息已删除或不存在').waitFor();
  });

  it("a deleted article's link says so, with the way to the community, and no toast", async () => {
    const writer = await createUser();
    const article = await createArticle(writer.token, { title: '很快就删掉的文章' });
    await call('POST', '/v1/user/articles/', { token: writer.token, body: { ids: [article.id] } });

    const { page } = await open(`/pages/article/detail/index?id=${article.id}`);
    await saysGoneQuietly(page, 'article-gone', '该文章已删除或不存在', 'missing-article');
    await page.getByTestId('article-gone-action').click();
    await waitForRoute(page, '/pages/article/home/index');
  });

  it('an error toast goes with the page it was shown on', async () => {
    const user = await createUser();
    const { page } = await open('/pages/user/login/index');
    await logIn(page, user.email, 'Not-The-Password-1');
    await toast(page, '账号或密码错误').waitFor();
    await page.getByRole('link', { name: '注册新账号' }).click();
    await page.getByRole('heading', { name: '注册' }).waitFor();
    // The toast lasts 3 s; it leaves with its page (its fade takes a moment).
    await expect.poll(() => anyToast(page).count(), { timeout: 1000 }).toBe(0);
  });
});
