import {
  adminCloseMessageReport,
  adminMessageReport,
  adminMessageReports,
  Code,
  reportConversation,
} from '@huaren/contract';
import { describe, expect, it } from 'vitest';
import { createAdmin, latestAudit } from '../support/admin';
import { useTestApp } from '../support/app';
import { say, sellerAndBuyer } from '../support/messages';

const ctx = useTestApp();

describe("the console's queue of reported conversations", () => {
  it('lists a report without its messages; the detail shows the chosen copies and is audited', async () => {
    const t = ctx();
    const admin = await createAdmin(t);
    const { seller, buyer, conversation } = await sellerAndBuyer(t);
    await say(t, buyer.token, conversation.id, '周六看房可以吗');
    const scam = await say(t, seller.token, conversation.id, '先转 500 定金我再带你看房');
    await say(t, seller.token, conversation.id, '不转就算了');
    const filed = await t.client.call(
      reportConversation,
      { conversationId: conversation.id, messageIds: [scam.id], reason: '要求先付定金' },
      { token: buyer.token },
    );
    expect(filed.code).toBe(Code.ok);

    const list = await t.client.call(adminMessageReports, {}, { token: admin.token });
    const item = list.data!.list.find((r) => r.conversationId === conversation.id)!;
    expect(item).toEqual({
      id: expect.any(Number),
      conversationId: conversation.id,
      reporter: { id: buyer.id, nickName: buyer.nickName },
      reported: { id: seller.id, nickName: seller.nickName },
      reason: '要求先付定金',
      messageCount: 1,
      createdAt: expect.any(String),
    });

    const detail = await t.client.call(adminMessageReport, { id: item.id }, { token: admin.token });
    expect(detail.data!.messages).toEqual([
      {
        id: scam.id,
        sender: { id: seller.id, nickName: seller.nickName },
        kind: 'text',
        text: '先转 500 定金我再带你看房',
        imageUrl: null,
        createdAt: scam.createdAt,
      },
    ]);
    expect(await latestAudit(t, admin.token, 'conversation', conversation.id)).toMatchObject({
      action: 'conversation.read',
      actor: { id: admin.id },
      reason: `举报 #${item.id}`,
    });

    const blank = await t.client.call(
      adminCloseMessageReport,
      { id: item.id, reason: ' ' },
      { token: admin.token },
    );
    expect(blank.code).toBe(Code.invalid);
    expect(blank.reason).toBe('请填写操作原因');
    const closed = await t.client.call(
      adminCloseMessageReport,
      { id: item.id, reason: '已警告卖家' },
      { token: admin.token },
    );
    expect(closed.data).toEqual({ closed: true });
    expect(await latestAudit(t, admin.token, 'conversation', conversation.id)).toMatchObject({
      action: 'conversation.close',
      reason: `举报 #${item.id}：已警告卖家`,
    });
    for (const call of [adminMessageReport, adminCloseMessageReport]) {
      const input = { id: item.id, reason: '已警告卖家' };
      expect(await t.client.call(call, input, { token: admin.token })).toMatchObject({
        code: Code.notFound,
        reason: '举报不存在或已处理',
      });
    }
  });

  it('is not there for a member of the conversation', async () => {
    const t = ctx();
    const { buyer } = await sellerAndBuyer(t);
    for (const res of [
      await t.client.call(adminMessageReports, {}, { token: buyer.token }),
      await t.client.call(adminMessageReport, { id: 1 }, { token: buyer.token }),
    ]) {
      expect(res.code).toBe(Code.notFound);
    }
  });
});
