import { callPaths, type ArticleComment, type Reply } from '@huaren/contract';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createUser, loggedInAs, waitForRoute } from './support/accounts';
import { call } from './support/api';
import { axeViolations } from './support/axe';
import { shoot, useBrowser } from './support/browser';
import { createArticle } from './support/articles';
import { createPost } from './support/posts';

const open = useBrowser();

/** Enough text that a few replies fill a phone's screen. */
const LONG_TEXT =
  '房子朝南，采光很好，离地铁站步行五分钟，附近有超市和公园，适合上班族和家庭居住。'.repeat(2);

/**
 * The replier's entry under the author's item, then eight long ones by the author (no notice for
 * them) that push it below the first screen: the notice's page must scroll to reach it.
 */
async function buriedEntry<T>(
  path: string,
  item: Record<string, number>,
  [replier, author]: [string, string],
  content: string,
): Promise<T> {
  const entry = await call<T>('POST', path, { token: replier, body: { ...item, content } });
  for (let i = 1; i <= 8; i += 1) {
    await call('POST', path, {
      token: author,
      body: { ...item, content: `补充第 ${i} 条：${LONG_TEXT}` },
    });
  }
  return entry;
}

/** The entry is the one marked as the notice's, and wholly inside the window. */
async function expectLandedOn(target: Locator, content: string) {
  await expect.poll(() => target.innerText()).toContain(content);
  const inViewport = () =>
    target.evaluate((el) => {
      const box = el.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight;
    });
  await expect.poll(inViewport).toBe(true);
}

describe('消息 in the browser', () => {
  it('B replies to A: A sees the badge on 我的, opens 消息, taps the notice and lands on the reply', async () => {
    const [a, b] = await Promise.all([createUser(), createUser()]);
    const post = await createPost(a.token, { title: '法拉盛两室一厅出租' });
    const reply = await buriedEntry<Reply>(
      callPaths.postReply.path,
      { postId: post.id },
      [b.token, a.token],
      '请问什么时候可以看房？',
    );

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
    await waitForRoute(page, `/pages/post/comment/index?id=${post.id}&entry=${reply.id}`);
    await expectLandedOn(page.locator('[data-testid="reply"][aria-current="true"]'), reply.content);
    await shoot(page, 'notice-target');

    // Read now: the badge is gone from the tab bar.
    await page.goto('/#/pages/user/home/index');
    await page.getByTestId('mine-notices').waitFor();
    await expect.poll(() => page.getByTestId('tab-unread').count()).toBe(0);
  });

  it('a comment notice lands on the comment in the article', async () => {
    const [a, b] = await Promise.all([createUser(), createUser()]);
    const article = await createArticle(a.token, { title: '法拉盛周末好去处' });
    const comment = await buriedEntry<ArticleComment>(
      callPaths.newComment.path,
      { articleId: article.id },
      [b.token, a.token],
      '写得真好，收藏了！',
    );
    const { page } = await open('/pages/user/notice/index', loggedInAs(a));
    const notice = page.getByTestId('notice').filter({ hasText: b.nickName });
    await expect
      .poll(
        async () => {
          if ((await notice.count()) === 0) await page.reload();
          return notice.count();
        },
        { timeout: 15_000, interval: 1_000 },
      )
      .toBe(1);
    await notice.click();
    await waitForRoute(page, `/pages/article/comment/index?id=${article.id}&entry=${comment.id}`);
    await expectLandedOn(
      page.locator('[data-testid="comment"][aria-current="true"]'),
      comment.content,
    );
    await shoot(page, 'notice-comment-target');
  });

  it('the settings page shows each kind with its defaults, and the push switch where the browser can push', async () => {
    const a = await createUser();
    const { page, context } = await open('/', { ...loggedInAs(a), serviceWorkers: 'allow' });
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.goto('/#/pages/user/notice/setting');
    await page.getByTestId('pref-like').waitFor();
    expect(
      await page.getByRole('switch', { name: '点赞：每日邮件' }).getAttribute('aria-checked'),
    ).toBe('false');
    expect(
      await page.getByRole('switch', { name: '回复和评论：每日邮件' }).getAttribute('aria-checked'),
    ).toBe('true');
    // 私信: by push and e-mail, never in 消息 (its own list and badge).
    const privateMessages = page.getByTestId('pref-message');
    expect(await privateMessages.getByRole('switch').count()).toBe(2);
    for (const channel of ['每日邮件', '浏览器推送']) {
      expect(
        await privateMessages
          .getByRole('switch', { name: `私信：${channel}` })
          .getAttribute('aria-checked'),
      ).toBe('true');
    }
    await privateMessages.scrollIntoViewIfNeeded();
    await shoot(page, 'notice-settings-message');
    // The server has VAPID keys and the service worker is running: this browser's switch shows.
    await page.getByRole('switch', { name: '在此浏览器接收推送' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'notice-settings');

    // A push reaching the service worker shows the notice (DevTools delivers it, as a push
    // service would after decrypting nothing: the worker gets the plaintext).
    await context.grantPermissions(['notifications']);
    const cdp = await context.newCDPSession(page);
    const registered = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const [registration] = registrations.filter((r) => !r.isDeleted);
        if (registration) resolve(registration.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    const message = {
      title: '张三 回复了你的帖子',
      body: '请问还在吗？',
      url: '/#/pages/post/comment/index?id=1&entry=2',
      tag: 'notice-9',
    };
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(page.url()).origin,
      registrationId: await registered,
      data: JSON.stringify(message),
    });
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.ready;
          return (await registration.getNotifications()).map((n) => ({
            title: n.title,
            body: n.body,
            tag: n.tag,
            url: (n.data as { url: string }).url,
          }));
        }),
      )
      .toEqual([message]);

    // A tap opens the notice's target in the app's window (the handler the tap runs).
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const [worker] = context.serviceWorkers();
    await worker!.evaluate(
      (url) =>
        (self as unknown as { openNoticeTarget(url: string): Promise<unknown> }).openNoticeTarget(
          url,
        ),
      '/#/pages/user/notice/index',
    );
    await waitForRoute(page, '/pages/user/notice/index');
  });
});
