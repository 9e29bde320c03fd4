import { callPaths } from '@huaren/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createUser, loggedInAs } from './support/accounts';
import { call } from './support/api';
import { shoot, useBrowser } from './support/browser';
import { createPost } from './support/posts';

const open = useBrowser();

/**
 * While the stream is live the polls fall back to once a minute (decision 0036), so a message
 * shown within this time came through the stream.
 */
const WELL_BEFORE_THE_FALLBACK_POLL_MS = 8_000;

/** Counts the page's EventSources that are open, so the test knows the stream is what delivers. */
const watchStreams = (page: Page) =>
  page.addInitScript(() => {
    const Original = window.EventSource;
    const opened: EventSource[] = [];
    (window as unknown as { openStreams: () => number }).openStreams = () =>
      opened.filter((s) => s.readyState === Original.OPEN).length;
    window.EventSource = class extends Original {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        opened.push(this);
      }
    };
  });
const openStreams = (page: Page) =>
  page.evaluate(() => (window as unknown as { openStreams: () => number }).openStreams());

describe('私信 arrive in real time', () => {
  it('A, on another page, sees the badge and then the message in the open conversation without reloading', async () => {
    const [a, b] = await Promise.all([
      createUser({ nickName: '卖家陈' }),
      createUser({ nickName: '买家赵' }),
    ]);
    const post = await createPost(a.token, { title: '九成新婴儿推车' });
    const conversation = await call<{ id: number }>('POST', callPaths.openConversation.path, {
      token: b.token,
      body: { postId: post.id },
    });
    const send = (text: string) =>
      call('POST', callPaths.sendMessage.path, {
        token: b.token,
        body: { conversationId: conversation.id, text },
      });

    const { page } = await open('/', {
      beforeLoad: async (p) => {
        await loggedInAs(a).beforeLoad!(p);
        await watchStreams(p);
      },
    });
    await page.getByTestId('tabbar').waitFor();
    await expect.poll(() => openStreams(page), { timeout: 15_000 }).toBe(1);
    expect(await page.getByTestId('tab-unread').count()).toBe(0);

    let sentAt = Date.now();
    await send('推车还在吗？');
    await page.getByTestId('tab-unread').waitFor({ timeout: WELL_BEFORE_THE_FALLBACK_POLL_MS });
    expect(Date.now() - sentAt).toBeLessThan(WELL_BEFORE_THE_FALLBACK_POLL_MS);
    expect(await page.getByTestId('tab-unread').textContent()).toBe('1');
    await shoot(page, 'messages-live-badge');

    await page.goto(
      `${new URL(page.url()).origin}/#/pages/user/message/chat?id=${conversation.id}`,
    );
    await page.getByTestId('chat-messages').getByText('推车还在吗？').waitFor();
    await expect.poll(() => openStreams(page), { timeout: 15_000 }).toBe(1);

    sentAt = Date.now();
    await send('可以便宜一点吗？');
    await page
      .getByTestId('chat-messages')
      .getByText('可以便宜一点吗？')
      .waitFor({ timeout: WELL_BEFORE_THE_FALLBACK_POLL_MS });
    expect(Date.now() - sentAt).toBeLessThan(WELL_BEFORE_THE_FALLBACK_POLL_MS);
    await shoot(page, 'messages-live-chat');
  });
});
