import { describe, expect, it } from 'vitest';
import { createUser, loggedInAs, loginFor, toast, waitForRoute } from './support/accounts';
import { shoot, useBrowser } from './support/browser';
import { createPost } from './support/posts';

const open = useBrowser();

/** A keyword no other test's post holds: 学区房 and a word of its own. */
const keywordOfItsOwn = () => `学区房 loft${Date.now() % 100_000}`;
const listPath = (keyword: string) =>
  `/pages/post/list/index?keyword=${encodeURIComponent(keyword)}`;

describe('saved searches in the browser', () => {
  it('A saves a search, B publishes a matching post, A sees the match in 我的搜索 and 消息', async () => {
    const [a, b] = await Promise.all([createUser(), createUser()]);
    const keyword = keywordOfItsOwn();
    const { page } = await open(listPath(keyword), loggedInAs(a));
    await page.getByTestId('save-search').click();
    await toast(page, '已保存').waitFor();
    await shoot(page, 'saved-search-save');

    const [, word] = keyword.split(' ');
    const post = await createPost(b.token, {
      // The keyword in Simplified finds the Traditional text (the title shows in the reader's script).
      title: `法拉盛两室一厅出租 ${word}`,
      content: `近地鐵，學區房兩室一廳，編號 ${word}，隨時看房。`,
    });

    await page.goto('/#/pages/user/home/index');
    await page.getByTestId('mine-searches').click();
    await waitForRoute(page, '/pages/user/search/index');
    // Matching is a job that runs right after the post: the count shows once it has run.
    await expect
      .poll(
        async () => {
          const count = page.getByTestId('saved-search-new');
          if ((await count.count()) === 0) await page.reload();
          return (await count.count()) > 0 ? count.innerText() : '';
        },
        { timeout: 15_000, interval: 1_000 },
      )
      .toBe('1 条新信息');
    expect(await page.getByTestId('saved-search').innerText()).toContain(keyword);
    await shoot(page, 'saved-search-list');

    await page.goto('/#/pages/user/notice/index');
    const notice = page.getByTestId('notice').first();
    await notice.waitFor();
    // The list was filtered by the region chosen at launch too: the name starts with it.
    expect(await notice.innerText()).toMatch(
      new RegExp(`你保存的搜索「(.+ · )?${keyword}」有 1 条新信息`),
    );
    await shoot(page, 'saved-search-notice');

    // Tapping the search lists its matches, and its count starts again.
    await page.goto('/#/pages/user/search/index');
    await page.getByTestId('saved-search-open').click();
    await page.waitForURL((url) => url.hash.startsWith('#/pages/post/list/index?'));
    expect(new URLSearchParams(page.url().split('?')[1]).get('keyword')).toBe(keyword);
    await page.getByText(post.title).waitFor();
    await page.goBack();
    await waitForRoute(page, '/pages/user/search/index');
    await expect.poll(() => page.getByTestId('saved-search-new').count()).toBe(0);

    await page.getByTestId('saved-search-delete').click();
    await page.getByRole('button', { name: '删除', exact: true }).last().click();
    await page.getByTestId('saved-searches-empty').waitFor();
  });

  it('sends a visitor to login from 保存搜索', async () => {
    const keyword = keywordOfItsOwn();
    const { page } = await open(listPath(keyword));
    await page.getByTestId('save-search').click();
    await waitForRoute(page, loginFor(listPath(keyword)));
  });
});
