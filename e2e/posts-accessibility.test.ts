import { describe, expect, it } from 'vitest';
import { createUser, loggedInAs } from './support/accounts';
import { axeViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { categoryId, createPost, photo } from './support/posts';

const open = useBrowser();

describe('accessibility of the post screens', () => {
  it('axe finds no serious or critical violation on the list, the detail and the publish form', async () => {
    const author = await createUser({ nickName: '无障碍' });
    const post = await createPost(author.token, {
      title: '无障碍检查用的帖子',
      category: '二手买卖',
      price: 12000,
      photos: [await photo('#7e57c2', 800, 600)],
    });
    const { page } = await open(
      `/pages/post/list/index?category=${await categoryId('二手买卖')}`,
      loggedInAs(author),
    );
    await page.getByTestId('post-list').waitFor();
    expect(await axeViolations(page), 'list').toEqual([]);

    await page.goto(`/#/pages/post/detail/index?id=${post.id}`);
    await page.getByTestId('post-contact').waitFor();
    expect(await axeViolations(page), 'detail').toEqual([]);

    await page.goto('/#/pages/user/post/detail');
    await page.getByTestId('post-form').waitFor();
    expect(await axeViolations(page), 'publish form').toEqual([]);
  });
});
