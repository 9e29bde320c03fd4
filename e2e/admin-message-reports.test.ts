import { callPaths } from '@huaren/contract';
import { describe, expect, it } from 'vitest';
import { createUser, loggedInAs, toast, waitForRoute } from './support/accounts';
import { createAdmin } from './support/admin';
import { call } from './support/api';
import { axeViolations } from './support/axe';
import { shoot, useBrowser } from './support/browser';
import { createPost } from './support/posts';

const open = useBrowser();

describe('私信举报 in the console', () => {
  it('a user reports a conversation; an admin reads only the reported copies and closes it', async () => {
    const [seller, buyer, admin] = await Promise.all([
      createUser(),
      createUser({ nickName: '可疑买家' }),
      createAdmin(),
    ]);
    const post = await createPost(seller.token, { title: '市中心单间出租' });
    const conversation = await call<{ id: number }>('POST', callPaths.openConversation.path, {
      token: buyer.token,
      body: { postId: post.id },
    });
    const send = (token: string, text: string) =>
      call('POST', callPaths.sendMessage.path, {
        token,
        body: { conversationId: conversation.id, text },
      });
    await send(buyer.token, '我在国外，请先用礼品卡付定金');
    await send(seller.token, '我的门牌号是 12 号');

    const { page: sellerPage } = await open(
      `/pages/user/message/chat?id=${conversation.id}`,
      loggedInAs(seller),
    );
    await sellerPage.getByTestId('chat-more').click();
    await sellerPage.getByTestId('chat-report-open').click();
    await sellerPage.getByTestId('chat-report').getByRole('button', { name: '虚假诈骗' }).click();
    await toast(sellerPage, '举报已提交，我们会尽快处理').waitFor();

    const { page } = await open('/admin/index', loggedInAs(admin));
    await page.getByTestId('admin-menu').getByRole('link', { name: '私信举报' }).click();
    await waitForRoute(page, '/admin/conversations');
    const card = page.getByTestId('message-report').filter({ hasText: '可疑买家' });
    await card.waitFor();
    expect(await card.getByTestId('message-report-copies').count()).toBe(0);

    await card.getByRole('button', { name: /查看消息：举报/ }).click();
    const copies = card.getByTestId('message-report-copies');
    await copies.getByText('我在国外，请先用礼品卡付定金').waitFor();
    expect(await copies.innerText()).not.toContain('门牌号');
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'admin-message-reports');

    await card.getByRole('button', { name: /处理完毕：举报/ }).click();
    const dialog = page.getByTestId('reason-dialog');
    await dialog.getByTestId('reason-confirm').click();
    await dialog.getByRole('alert').getByText('请填写操作原因').waitFor();
    await dialog.getByRole('textbox').fill('已警告该用户');
    await dialog.getByTestId('reason-confirm').click();
    await toast(page, '已处理').waitFor();
    await expect.poll(() => card.count(), { timeout: 10_000 }).toBe(0);

    await page.goto('/#/admin/audit');
    await page.getByText('已警告该用户', { exact: false }).first().waitFor();
  });
});
