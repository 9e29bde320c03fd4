import { describe, expect, it } from 'vitest';
import { call } from './support/api';
import { createUser, loggedInAs, toast, waitForRoute } from './support/accounts';
import { axeViolations } from './support/axe';
import { shoot, useBrowser } from './support/browser';
import { createPost, createReply } from './support/posts';

const open = useBrowser();

describe('blocking (decision 0042)', () => {
  it('A blocks B from B’s reply on A’s post, B’s reply disappears; A unblocks B in 黑名单', async () => {
    const [a, b, c] = await Promise.all([
      createUser({ nickName: '房东周' }),
      createUser({ nickName: '广告王' }),
      createUser({ nickName: '租客林' }),
    ]);
    const post = await createPost(a.token, { title: '法拉盛单间出租' });
    await createReply(c.token, post.id, '请问可以短租吗？');
    await createReply(b.token, post.id, '加微信领红包，日赚三百');

    const thread = `/pages/post/comment/index?id=${post.id}`;
    const { page } = await open(thread, loggedInAs(a));
    const list = page.getByTestId('reply-list');
    const spam = list.getByTestId('reply').filter({ hasText: '日赚三百' });
    await spam.waitFor();
    // No 屏蔽 on one's own entries: A has none here; B's and C's have it.
    expect(await list.getByTestId('reply-block').count()).toBe(2);
    await spam.getByTestId('reply-block').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('屏蔽「广告王」后').waitFor();
    await shoot(page, 'blocks-confirm');
    await dialog.getByRole('button', { name: '屏蔽' }).click();
    await toast(page, '已屏蔽').waitFor();
    await spam.waitFor({ state: 'detached', timeout: 15_000 });
    expect(await list.innerText()).toContain('请问可以短租吗？');
    await toast(page, '已屏蔽').waitFor({ state: 'detached', timeout: 15_000 });

    // 设置 › 黑名单 lists B; 解除屏蔽 empties it and B's reply is back.
    await page.goto('/#/pages/user/setting/index');
    await page.getByTestId('setting-blocks').click();
    await waitForRoute(page, '/pages/user/setting/blocks');
    const blocks = page.getByTestId('blocks');
    await blocks.getByText('广告王').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'blocks-list');
    await blocks.getByRole('button', { name: '解除屏蔽 广告王' }).click();
    await toast(page, '已解除屏蔽').waitFor();
    await page.getByTestId('blocks-empty').waitFor({ timeout: 15_000 });
    await shoot(page, 'blocks-empty');
    await page.goto(`/#${thread}`);
    await page.getByTestId('reply-list').getByText('日赚三百').waitFor();
  });

  it('A blocks B from B’s page, and unblocks there', async () => {
    const [a, b] = await Promise.all([
      createUser({ nickName: '买家钱' }),
      createUser({ nickName: '卖家孙' }),
    ]);
    const { page } = await open(`/pages/user/profile/index?id=${b.id}`, loggedInAs(a));
    const button = page.getByTestId('profile-block');
    await expect.poll(() => button.innerText(), { timeout: 15_000 }).toBe('屏蔽');
    await shoot(page, 'blocks-profile');
    await button.click();
    await page.getByRole('dialog').getByRole('button', { name: '屏蔽' }).click();
    await toast(page, '已屏蔽').waitFor();
    await expect.poll(() => button.innerText(), { timeout: 15_000 }).toBe('解除屏蔽');
    // The page as it stays: a toast or dialog fading out has no contrast to judge.
    await toast(page, '已屏蔽').waitFor({ state: 'hidden' });
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await axeViolations(page)).toEqual([]);
    await button.click();
    await toast(page, '已解除屏蔽').waitFor();
    await expect.poll(() => button.innerText(), { timeout: 15_000 }).toBe('屏蔽');
    // Not on one's own page.
    const { page: own } = await open(`/pages/user/profile/index?id=${a.id}`, loggedInAs(a));
    await own.getByTestId('profile-header').waitFor();
    expect(await own.getByTestId('profile-block').count()).toBe(0);
  });

  it('a post marked 已售 shows why in place of the reply box', async () => {
    const [a, b] = await Promise.all([
      createUser({ nickName: '卖家吴' }),
      createUser({ nickName: '买家郑' }),
    ]);
    const post = await createPost(a.token, { title: '九成新自行车' });
    await call('POST', `/v1/user/post/${post.id}/close/`, { token: a.token, body: {} });
    const { page } = await open(`/pages/post/comment/index?id=${post.id}`, loggedInAs(b));
    const note = page.getByTestId('reply-closed');
    await note.waitFor();
    expect(await note.innerText()).toMatch(/^该信息已(售|租|招满)，不再接受回复$/);
    expect(await page.getByTestId('reply-composer').count()).toBe(0);
    expect(await page.getByText('还没有回复', { exact: true }).count()).toBe(1);
    await shoot(page, 'reply-closed');
  });
});
