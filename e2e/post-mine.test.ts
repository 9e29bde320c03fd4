import { describe, expect, it } from 'vitest';
import { createUser, loggedInAs, waitForRoute } from './support/accounts';
import { shoot, useBrowser } from './support/browser';
import { pickCascade } from './support/picker';
import { createPost } from './support/posts';

const open = useBrowser();

describe('my posts and my likes in the browser', () => {
  it('my likes shows a post liked on its detail, and loses it when the like is taken back', async () => {
    const [author, reader] = await Promise.all([createUser(), createUser()]);
    const post = await createPost(author.token, { title: '被点赞又取消的帖子' });
    const { page } = await open(`/pages/post/detail/index?id=${post.id}`, loggedInAs(reader));
    await page.getByTestId('post-like').click();
    await expect.poll(() => page.getByTestId('post-like-count').innerText()).toBe('1');

    await page.goto('/#/pages/user/like/index');
    const card = page.getByTestId('my-likes').locator(`[data-post-id="${post.id}"]`);
    await card.waitFor();
    expect(await card.innerText()).toContain('被点赞又取消的帖子');
    expect(await card.innerText()).toContain('赞 1');
    await shoot(page, 'post-my-likes');

    // From the card to the detail, the like taken back, and back to the list.
    await card.getByRole('link').click();
    await page.getByTestId('post-title').waitFor();
    expect(await page.getByTestId('post-like').getAttribute('aria-pressed')).toBe('true');
    await page.getByTestId('post-like').click();
    await expect.poll(() => page.getByTestId('post-like-count').innerText()).toBe('0');
    await page.getByRole('button', { name: '返回', exact: true }).click();
    await page.getByTestId('my-likes-empty').waitFor();
    expect(await page.locator(`[data-post-id="${post.id}"]`).count()).toBe(0);
  });

  it('the author edits a post from my posts: a new title and, through the picker, a new region', async () => {
    const author = await createUser();
    const post = await createPost(author.token, { title: '整租一室一厅' });
    const { page } = await open('/pages/user/post/index', loggedInAs(author));
    const card = page.locator(`[data-post-id="${post.id}"]`);
    await card.waitFor();
    expect(await card.innerText()).toContain('美国');

    await card.getByRole('button', { name: '编辑 整租一室一厅' }).click();
    await waitForRoute(page, `/pages/user/post/detail?id=${post.id}`);
    const title = page.getByLabel('标题');
    await expect.poll(() => title.inputValue()).toBe('整租一室一厅');
    await title.fill('整租一室一厅，近地铁');
    await page.getByTestId('form-region').click();
    await pickCascade(page, '选择地区', ['美国', '纽约州', '布鲁克林']);
    await page.getByTestId('form-region').getByText('美国 › 纽约州 › 布鲁克林').waitFor();
    await shoot(page, 'post-edit-region');
    await page.getByTestId('post-submit').click();
    await page.getByTestId('post-success').waitFor();

    await page.getByRole('button', { name: '我的发布' }).click();
    const edited = page.locator(`[data-post-id="${post.id}"]`);
    await expect.poll(() => edited.innerText()).toContain('整租一室一厅，近地铁');
    expect(await edited.innerText()).toContain('布鲁克林');
    await shoot(page, 'post-my-posts-edited');
  });
});
