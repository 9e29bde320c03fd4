import {
  Code,
  conversationList,
  conversationMessages,
  deleteConversation,
  markConversationRead,
  muteConversation,
  sendMessage,
} from '@huaren/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/app';
import { photo, uploadOk } from '../support/images';
import { openWith, say, sellerAndBuyer, thread, unreadMessages } from '../support/messages';
import { createSessionUser } from '../support/posts';

const ctx = useTestApp();

describe('a conversation about a post', () => {
  it('opens once per pair and post, lists with the last line and unread count, pages upward', async () => {
    const t = ctx();
    const { seller, buyer, postId, conversation } = await sellerAndBuyer(t);
    expect(conversation).toMatchObject({
      other: { id: seller.id, nickName: seller.nickName },
      post: { id: postId },
      postGone: false,
      lastMessage: null,
      unreadCount: 0,
    });
    expect((await openWith(t, buyer.token, { postId })).id).toBe(conversation.id);
    // Not listed before its first message.
    const empty = await t.client.call(conversationList, {}, { token: buyer.token });
    expect(empty.data!.list).toEqual([]);

    for (let i = 1; i <= 5; i += 1) await say(t, buyer.token, conversation.id, `第 ${i} 条`);
    expect(await unreadMessages(t, seller.token)).toBe(5);
    const list = await t.client.call(conversationList, {}, { token: seller.token });
    expect(list.data!.list).toEqual([
      expect.objectContaining({
        id: conversation.id,
        other: { id: buyer.id, nickName: buyer.nickName },
        unreadCount: 5,
        lastMessage: expect.objectContaining({ text: '第 5 条', mine: false }),
      }),
    ]);

    const res = await t.client.call(
      conversationMessages,
      { conversationId: conversation.id, pageSize: 2 },
      { token: seller.token },
    );
    expect(res.data!.list.map((m) => m.text)).toEqual(['第 5 条', '第 4 条']);
    const older = await thread(t, seller.token, conversation.id, res.data!.nextCursor!);
    expect(older.list.map((m) => m.text)).toEqual(['第 3 条', '第 2 条', '第 1 条']);
    expect(older.nextCursor).toBeNull();
  });

  it('marks read: the unread count drops and the sender sees 已读', async () => {
    const t = ctx();
    const { seller, buyer, conversation } = await sellerAndBuyer(t);
    const sent = await say(t, buyer.token, conversation.id, '还在吗？');
    expect(sent).toMatchObject({ mine: true, read: false, kind: 'text' });
    const read = await t.client.call(
      markConversationRead,
      { conversationId: conversation.id },
      { token: seller.token },
    );
    expect(read.data).toEqual({ count: 0 });
    const seen = await thread(t, buyer.token, conversation.id);
    expect(seen.list[0]).toMatchObject({ id: sent.id, read: true });
  });

  it('carries a photo and the sender’s own contact card', async () => {
    const t = ctx();
    const { seller, buyer, conversation } = await sellerAndBuyer(t);
    const image = await uploadOk(t, buyer.token, await photo(800, 600));
    const withImage = await t.client.call(
      sendMessage,
      { conversationId: conversation.id, imageId: image.id },
      { token: buyer.token },
    );
    expect(withImage.data).toMatchObject({ kind: 'image', image: { id: image.id } });
    // Someone else's upload cannot be sent.
    const foreign = await t.client.call(
      sendMessage,
      { conversationId: conversation.id, imageId: image.id },
      { token: seller.token },
    );
    expect(foreign).toMatchObject({ code: Code.invalid, reason: '图片不存在，请重新上传' });

    const card = await t.client.call(
      sendMessage,
      { conversationId: conversation.id, contact: 'phone' },
      { token: seller.token },
    );
    expect(card.data).toMatchObject({ kind: 'contact', contact: 'phone', text: seller.phone });
    const noWechat = await t.client.call(
      sendMessage,
      { conversationId: conversation.id, contact: 'wechat' },
      { token: seller.token },
    );
    expect(noWechat).toMatchObject({
      code: Code.invalid,
      reason: '你还没有填写微信号，请先在“设置”中填写',
    });
  });

  it('refuses bad input with a reason and stores nothing', async () => {
    const t = ctx();
    const { buyer, conversation } = await sellerAndBuyer(t);
    const cases: [Record<string, unknown>, string][] = [
      [{ conversationId: conversation.id }, '请输入消息'],
      [{ conversationId: conversation.id, text: '   ' }, '请输入消息'],
      [{ conversationId: conversation.id, text: '字'.repeat(1001) }, '消息最多 1000 个字'],
      [{ conversationId: conversation.id, text: 'a', contact: 'phone' }, '请输入消息'],
      [{ conversationId: conversation.id, contact: 'email' }, '名片类型不正确'],
      [{ conversationId: 'x', text: 'a' }, '会话编号不正确'],
    ];
    for (const [input, reason] of cases) {
      const res = await t.client.call(sendMessage, input as never, { token: buyer.token });
      expect(res).toMatchObject({ code: Code.invalid, reason });
    }
    expect((await thread(t, buyer.token, conversation.id)).list).toEqual([]);
  });

  it('deletes for me only, and a new message brings it back; mute keeps it off the badge', async () => {
    const t = ctx();
    const { seller, buyer, conversation } = await sellerAndBuyer(t);
    await say(t, buyer.token, conversation.id, '你好');
    await say(t, buyer.token, conversation.id, '请问价格可以商量吗');
    const del = await t.client.call(
      deleteConversation,
      { conversationId: conversation.id },
      { token: seller.token },
    );
    expect(del.data).toEqual({ count: 0 });
    expect((await t.client.call(conversationList, {}, { token: seller.token })).data!.list).toEqual(
      [],
    );
    expect((await thread(t, buyer.token, conversation.id)).list).toHaveLength(2);

    await say(t, buyer.token, conversation.id, '在吗');
    const back = await thread(t, seller.token, conversation.id);
    expect(back.list.map((m) => m.text)).toEqual(['在吗']);
    expect(await unreadMessages(t, seller.token)).toBe(1);

    const muted = await t.client.call(
      muteConversation,
      { conversationId: conversation.id, muted: true },
      { token: seller.token },
    );
    expect(muted.data).toMatchObject({ muted: true, unreadCount: 1 });
    expect(await unreadMessages(t, seller.token)).toBe(0);
  });

  it('counts unread exactly under 50 parallel senders', async () => {
    const t = ctx();
    const { seller, postId } = await sellerAndBuyer(t);
    const buyers = await Promise.all(Array.from({ length: 50 }, () => createSessionUser(t)));
    const conversations = await Promise.all(buyers.map((b) => openWith(t, b.token, { postId })));
    await Promise.all(
      buyers.map((b, i) => say(t, b.token, conversations[i]!.id, `想要这个，第 ${i} 位`)),
    );
    expect(await unreadMessages(t, seller.token)).toBe(50);
  });
});
