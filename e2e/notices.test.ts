import { callPaths, type Reply } from '@huaren/contract';
import { describe, expect, it } from 'vitest';
import { createUser, loggedInAs, waitForRoute } from './support/accounts';
import { call } from './support/api';
import { shoot, useBrowser } from './support/browser';
import { createPost } from './support/posts';

const open = useBrowser();

describe('消息 in the browser', () => {
  it('B replies to A: A sees the badge on 我的, opens 消息, taps the notice and lands on the reply', async () => {
    const [a, b] = await Promise.all([createUser(), createUser()]);
    const post = await createPost(a.token, { title: '法拉盛两室一厅出租' });
    const reply = await call<Reply>('POST', callPaths.postReply.path, {
      token: b.token,
      body: { postId: post.id, content: '请问什么时候可以看房？' },
    });

    const { page } = await open('/pages/user/home/index', loggedInAs(a));
    // The notice is written by a job right after the reply: the badge shows once it is there.
    await expect
      .poll(
        async () => {
          const badge = page.getByTestId('tab-unread');
          if ((await badge.count()) === 0) await page.reload();
          return (await badge.count()) > 0 ? badge.innerText() : '';
        },
        { timeout: 15_000, interval: 1_000 },
      )
      .toBe('1');
    await shoot(page, 'notice-badge');

    await page.getByTestId('mine-notices').click();
    await waitForRoute(page, '/pages/user/notice/index');
    const notice = page.getByTestId('notice').first();
    await notice.waitFor();
    expect(await notice.innerText()).toContain(`${b.nickName} 回复了你的帖子`);
    expect(await notice.innerText()).toContain('请问什么时候可以看房？');
    await shoot(page, 'notice-list');

    await notice.click();
    await waitForRoute(page, `/pages/post/comment/index?id=${post.id}`);
    await page.getByText(reply.content).waitFor();
    await shoot(page, 'notice-target');

    // Read now: the badge is gone from the tab bar.
    await page.goto('/#/pages/user/home/index');
    await page.getByTestId('mine-notices').waitFor();
    await expect.poll(() => page.getByTestId('tab-unread').count()).toBe(0);
  });

  it('the settings page shows each kind with its defaults', async () => {
    const a = await createUser();
    const { page } = await open('/pages/user/notice/setting', loggedInAs(a));
    await page.getByTestId('pref-like').waitFor();
    expect(
      await page.getByRole('switch', { name: '点赞：每日邮件' }).getAttribute('aria-checked'),
    ).toBe('false');
    expect(
      await page.getByRole('switch', { name: '回复和评论：每日邮件' }).getAttribute('aria-checked'),
    ).toBe('true');
    await shoot(page, 'notice-settings');
  });
});
