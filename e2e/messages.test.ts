import { callPaths } from '@huaren/contract';
import { describe, expect, it } from 'vitest';
import { createUser, loggedInAs, toast, waitForRoute } from './support/accounts';
import { call } from './support/api';
import { axeViolations } from './support/axe';
import { shoot, useBrowser } from './support/browser';
import { createPost, photo } from './support/posts';

const open = useBrowser();

describe('私信 in the browser', () => {
  it('B messages A about A’s post with a photo; A sees the badge without reloading, replies and shares a WeChat card; B blocks A', async () => {
    const [a, b] = await Promise.all([
      createUser({ nickName: '房东王' }),
      createUser({ nickName: '租客李' }),
    ]);
    await call('POST', callPaths.updateUser.path, {
      token: a.token,
      body: { wechatNumber: 'landlord_wang88' },
    });
    const post = await createPost(a.token, { title: '法拉盛两室一厅出租' });

    // A has the app open on 我的 before anything is sent.
    const { page: pageA } = await open('/pages/user/home/index', loggedInAs(a));
    await pageA.getByTestId('mine-messages').waitFor();
    expect(await pageA.getByTestId('tab-unread').count()).toBe(0);

    // B opens the post and taps 私信.
    const { page: pageB } = await open(`/pages/post/detail/index?id=${post.id}`, loggedInAs(b));
    await pageB.getByTestId('post-message').click();
    await pageB.getByTestId('message-composer').waitFor();
    expect(pageB.url()).toContain('/pages/user/message/chat?id=');
    await pageB.getByLabel('消息').fill('你好，请问这套房还在吗？周六可以看房吗？');
    await pageB.getByTestId('message-send').click();
    await pageB
      .getByTestId('chat-messages')
      .getByText('你好，请问这套房还在吗？周六可以看房吗？')
      .waitFor();
    await pageB.getByTestId('message-photo-input').setInputFiles({
      name: 'room.png',
      mimeType: 'image/png',
      buffer: await photo('#7aa'),
    });
    await pageB.getByTestId('message-image').waitFor();
    await shoot(pageB, 'messages-chat-buyer');

    // A, without reloading: the badge on 我的 and on the 私信 row.
    await expect
      .poll(() => pageA.getByTestId('mine-messages-unread').textContent(), { timeout: 20_000 })
      .toBe('2');
    expect(await pageA.getByTestId('tab-unread').textContent()).toBe('2');
    await pageA.getByTestId('mine-messages').click();
    await waitForRoute(pageA, '/pages/user/message/index');
    const item = pageA.getByTestId('conversation-item').first();
    await item.waitFor();
    expect(await item.innerText()).toContain('租客李');
    expect(await item.innerText()).toContain('[图片]');
    expect(await axeViolations(pageA)).toEqual([]);
    await shoot(pageA, 'messages-list');

    await item.click();
    await pageA.getByTestId('message-composer').waitFor();
    await pageA
      .getByTestId('chat-messages')
      .getByText('你好，请问这套房还在吗？周六可以看房吗？')
      .waitFor();
    expect(await pageA.getByTestId('chat-post').innerText()).toContain('法拉盛两室一厅出租');
    await pageA.getByLabel('消息').fill('还在的，周六下午两点可以。');
    await pageA.getByTestId('message-send').click();
    await pageA.getByTestId('chat-messages').getByText('还在的，周六下午两点可以。').waitFor();
    await pageA.getByTestId('message-share-wechat').click();
    await pageA.getByRole('dialog').getByRole('button', { name: '发送' }).click();
    await pageA.getByTestId('message-contact').waitFor();
    // Opening the conversation read it: the badge is gone.
    await expect.poll(() => pageA.getByTestId('tab-unread').count(), { timeout: 15_000 }).toBe(0);
    await expect.poll(() => pageA.locator('.adm-dialog-body').count()).toBe(0);
    expect(await axeViolations(pageA)).toEqual([]);
    await shoot(pageA, 'messages-chat-seller');

    // B sees the reply and the card arrive without reloading, and A's messages marked read.
    await pageB
      .getByTestId('chat-messages')
      .getByText('还在的，周六下午两点可以。')
      .waitFor({ timeout: 15_000 });
    await pageB
      .getByTestId('chat-messages')
      .getByText('landlord_wang88')
      .waitFor({ timeout: 15_000 });
    await expect
      .poll(() => pageB.getByTestId('message-status').last().textContent(), { timeout: 15_000 })
      .toBe('已读');

    // B blocks A: the composer is gone for B and A's next message is refused.
    await pageB.getByTestId('chat-more').click();
    await pageB.getByTestId('chat-block').click();
    await pageB.getByRole('dialog').getByRole('button', { name: '屏蔽' }).click();
    await toast(pageB, '已屏蔽').waitFor();
    await pageB.getByTestId('chat-closed').waitFor();
    await expect.poll(() => pageB.locator('.adm-dialog-body').count()).toBe(0);
    await shoot(pageB, 'messages-blocked');

    // A's next message is refused, and A's screen shows why instead of the composer.
    const conversationId = Number(new URL(pageA.url()).hash.split('id=')[1]);
    await expect(
      call('POST', callPaths.sendMessage.path, {
        token: a.token,
        body: { conversationId, text: '还能收到吗？' },
      }),
    ).rejects.toThrow('对方暂时不接收你的私信');
    await pageA.getByTestId('chat-closed').waitFor({ timeout: 15_000 });
    expect(await pageA.getByTestId('message-composer').count()).toBe(0);
  });
});

describe('a conversation’s menu', () => {
  it('warns of a scam, reports it, mutes the conversation and deletes it for me', async () => {
    const [a, b] = await Promise.all([createUser(), createUser()]);
    const post = await createPost(a.token, { title: '二手冰箱转让' });
    const conversation = await call<{ id: number }>('POST', callPaths.openConversation.path, {
      token: b.token,
      body: { postId: post.id },
    });
    await call('POST', callPaths.sendMessage.path, {
      token: b.token,
      body: {
        conversationId: conversation.id,
        text: '我在国外，请先用礼品卡付定金，详情看 cheap-fridge.top',
      },
    });

    const { page } = await open(`/pages/user/message/chat?id=${conversation.id}`, loggedInAs(a));
    await page.getByTestId('message-warning-scam').waitFor();
    await page.getByTestId('message-warning-link').waitFor();
    expect(
      await page.locator('[data-testid="chat-messages"] a[href*="cheap-fridge"]').count(),
    ).toBe(0);
    await shoot(page, 'messages-warning');

    await page.getByTestId('chat-more').click();
    await page.getByTestId('chat-report-open').click();
    await page.getByTestId('chat-report').getByRole('button', { name: '虚假诈骗' }).click();
    await toast(page, '举报已提交，我们会尽快处理').waitFor();

    await page.getByTestId('chat-more').click();
    await page.getByTestId('chat-mute').click();
    await page.goto('/#/pages/user/message/index');
    await page.getByTestId('conversation-item').getByText('免打扰').waitFor();

    await page.getByTestId('conversation-item').click();
    await page.getByTestId('chat-more').click();
    await page.getByTestId('chat-delete').click();
    await page.getByRole('dialog').getByRole('button', { name: '删除' }).click();
    await waitForRoute(page, '/pages/user/message/index');
    await page.getByText('还没有私信').waitFor();
  });
});
