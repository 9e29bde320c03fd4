import {
  blockUser,
  Code,
  conversationMessages,
  deleteConversation,
  markConversationRead,
  muteConversation,
  openConversation,
  reportConversation,
  sendMessage,
} from '@huaren/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/app';
import { hideStored } from '../support/content';
import { openWith, say, sellerAndBuyer, thread } from '../support/messages';
import { createPost, createSessionUser, places, postInput } from '../support/posts';
import { countRows } from '../support/rows';

const ctx = useTestApp();

describe('a stranger to a conversation', () => {
  it('gets 404 on every call that takes its id, and changes nothing', async () => {
    const t = ctx();
    const { seller, buyer, conversation } = await sellerAndBuyer(t);
    const sent = await say(t, buyer.token, conversation.id, '私下说的话');
    const stranger = await createSessionUser(t);
    const id = { conversationId: conversation.id };
    const calls = [
      t.client.call(conversationMessages, id, { token: stranger.token }),
      t.client.call(sendMessage, { ...id, text: '插一句' }, { token: stranger.token }),
      t.client.call(markConversationRead, id, { token: stranger.token }),
      t.client.call(deleteConversation, id, { token: stranger.token }),
      t.client.call(muteConversation, { ...id, muted: true }, { token: stranger.token }),
      t.client.call(
        reportConversation,
        { ...id, messageIds: [sent.id], reason: '骚扰' },
        { token: stranger.token },
      ),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res).toMatchObject({ code: Code.notFound, reason: '会话不存在' });
    }
    const seen = await thread(t, seller.token, conversation.id);
    expect(seen.list.map((m) => m.text)).toEqual(['私下说的话']);
    expect(seen.conversation).toMatchObject({ unreadCount: 1, muted: false });
    const reports = await t.app.db
      .selectFrom('message_reports')
      .selectAll()
      .where('conversation_id', '=', conversation.id)
      .execute();
    expect(reports).toEqual([]);
  });

  it('cannot report a message of another conversation as if it were in theirs', async () => {
    const t = ctx();
    const { buyer, conversation } = await sellerAndBuyer(t);
    const other = await sellerAndBuyer(t);
    const foreign = await say(t, other.buyer.token, other.conversation.id, '别处的话');
    const res = await t.client.call(
      reportConversation,
      { conversationId: conversation.id, messageIds: [foreign.id], reason: '骚扰' },
      { token: buyer.token },
    );
    expect(res).toMatchObject({ code: Code.invalid, reason: '请选择本会话中的消息进行举报' });
  });
});

describe('opening a conversation', () => {
  it('refuses a hidden post, an unknown one, the caller’s own, and a banned author', async () => {
    const t = ctx();
    const [seller, buyer] = await Promise.all([createSessionUser(t), createSessionUser(t)]);
    const post = await createPost(t, seller.token, postInput(await places(t)));
    const open = (token: string, input: { postId?: number; userId?: number }) =>
      t.client.call(openConversation, input, { token });

    expect(await open(seller.token, { postId: post.id })).toMatchObject({
      code: Code.invalid,
      reason: '不能给自己发私信',
    });
    expect(await open(buyer.token, { postId: 999_999 })).toMatchObject({ code: Code.notFound });
    expect(await open(buyer.token, { userId: 999_999 })).toMatchObject({
      code: Code.notFound,
      reason: '用户不存在',
    });
    expect(await open(buyer.token, {})).toMatchObject({
      code: Code.invalid,
      reason: '请选择要私信的帖子、文章或用户',
    });

    const earlier = await openWith(t, buyer.token, { postId: post.id });
    await say(t, buyer.token, earlier.id, '还在吗');
    await hideStored(t, 'posts', post.id);
    expect(await open(buyer.token, { postId: post.id })).toMatchObject({
      code: Code.notFound,
      reason: '帖子不存在或已下架',
    });
    // The conversation stays, without the post's card for the buyer; the author still sees it.
    expect((await thread(t, buyer.token, earlier.id)).conversation).toMatchObject({
      post: null,
      postGone: true,
    });
    expect((await thread(t, seller.token, earlier.id)).conversation).toMatchObject({
      post: { id: post.id },
      postGone: false,
    });

    await t.app.db
      .updateTable('users')
      .set({ status: 'banned' })
      .where('id', '=', seller.id)
      .execute();
    expect(await open(buyer.token, { userId: seller.id })).toMatchObject({
      code: Code.conflict,
      reason: '对方账号已停用，无法发送私信',
    });
    const toBanned = await t.client.call(
      sendMessage,
      { conversationId: earlier.id, text: '你好' },
      { token: buyer.token },
    );
    expect(toBanned).toMatchObject({ code: Code.conflict });
  });
});

describe('blocking', () => {
  it('stops messages both ways until lifted', async () => {
    const t = ctx();
    const { seller, buyer, conversation, postId } = await sellerAndBuyer(t);
    await say(t, buyer.token, conversation.id, '在吗');
    const block = await t.client.call(
      blockUser,
      { userId: seller.id, blocked: true },
      { token: buyer.token },
    );
    expect(block.data).toEqual({ blocked: true });
    const send = (token: string) =>
      t.client.call(sendMessage, { conversationId: conversation.id, text: '回复你' }, { token });
    expect(await send(seller.token)).toMatchObject({
      code: Code.conflict,
      reason: '对方暂时不接收你的私信',
    });
    expect(await send(buyer.token)).toMatchObject({
      code: Code.conflict,
      reason: '你已屏蔽对方，解除屏蔽后才能发送消息',
    });
    expect(
      await t.client.call(openConversation, { userId: buyer.id }, { token: seller.token }),
    ).toMatchObject({ code: Code.conflict });
    expect((await thread(t, buyer.token, conversation.id)).conversation).toMatchObject({
      blocked: true,
      closed: true,
    });
    expect((await thread(t, seller.token, conversation.id)).conversation).toMatchObject({
      blocked: false,
      closed: true,
    });
    expect((await thread(t, seller.token, conversation.id)).list).toHaveLength(1);

    await t.client.call(blockUser, { userId: seller.id, blocked: false }, { token: buyer.token });
    expect((await send(seller.token)).code).toBe(Code.ok);
    expect((await openWith(t, buyer.token, { postId })).id).toBe(conversation.id);
    expect(
      await t.client.call(blockUser, { userId: 999_999, blocked: true }, { token: buyer.token }),
    ).toMatchObject({ code: Code.notFound, reason: '用户不存在' });
  });
});

describe('limits against spam', () => {
  it('a new account starts at most 10 conversations a day', async () => {
    const t = ctx();
    const newcomer = await createSessionUser(t, { createdAt: t.clock.now() });
    const sellers = await Promise.all(Array.from({ length: 11 }, () => createSessionUser(t)));
    for (const seller of sellers.slice(0, 10))
      await openWith(t, newcomer.token, { userId: seller.id });
    const eleventh = await t.client.call(
      openConversation,
      { userId: sellers[10]!.id },
      { token: newcomer.token },
    );
    expect(eleventh).toMatchObject({
      code: Code.tooManyRequests,
      reason: '新注册账号 24 小时内最多发起 10 个会话',
    });
    // Resuming one already open is not a new conversation.
    expect((await openWith(t, newcomer.token, { userId: sellers[0]!.id })).other.id).toBe(
      sellers[0]!.id,
    );
    expect(await countRows(t.app.db, 'conversations', 'started_by', newcomer.id)).toBe(10);
  });

  it('a new account sends at most 60 messages an hour', async () => {
    const t = ctx();
    const newcomer = await createSessionUser(t, { createdAt: t.clock.now() });
    const seller = await createSessionUser(t);
    const conversation = await openWith(t, newcomer.token, { userId: seller.id });
    for (let i = 0; i < 60; i += 1) await say(t, newcomer.token, conversation.id, `消息 ${i}`);
    const sixtyFirst = await t.client.call(
      sendMessage,
      { conversationId: conversation.id, text: '再来一条' },
      { token: newcomer.token },
    );
    expect(sixtyFirst).toMatchObject({
      code: Code.tooManyRequests,
      reason: '新注册账号每小时最多发送 60 条私信，请稍后再试',
    });
    t.clock.advance(61 * 60_000);
    expect((await say(t, newcomer.token, conversation.id, '一小时后')).text).toBe('一小时后');
  });

  it('refuses the same text sent to more than 5 people within the hour', async () => {
    const t = ctx();
    const spammer = await createSessionUser(t);
    const targets = await Promise.all(Array.from({ length: 6 }, () => createSessionUser(t)));
    const conversations = [];
    for (const target of targets)
      conversations.push(await openWith(t, spammer.token, { userId: target.id }));
    for (const c of conversations.slice(0, 5))
      await say(t, spammer.token, c.id, '低价代购，加微信 abc');
    // Spaces and full-width letters do not make it new.
    const sixth = await t.client.call(
      sendMessage,
      { conversationId: conversations[5]!.id, text: '低价代购，加微信  ＡＢＣ' },
      { token: spammer.token },
    );
    expect(sixth).toMatchObject({
      code: Code.tooManyRequests,
      reason: '相同内容已发给太多人，请勿群发',
    });
    // Saying it again where it was already said is not spreading it.
    expect(
      (await say(t, spammer.token, conversations[0]!.id, '低价代购，加微信 abc')).id,
    ).toBeGreaterThan(0);
  });
});

describe('warnings and reports', () => {
  it('marks scam patterns and links; a report keeps a copy of the chosen messages', async () => {
    const t = ctx();
    const { buyer, seller, conversation } = await sellerAndBuyer(t);
    const scam = await say(t, seller.token, conversation.id, '看房前先转 500 定金，用礼品卡也行');
    const link = await say(t, seller.token, conversation.id, '照片在 www.cheap-rent.top');
    expect(scam.warnings).toEqual(['scam']);
    expect(link.warnings).toEqual(['link']);
    const res = await t.client.call(
      reportConversation,
      { conversationId: conversation.id, messageIds: [scam.id], reason: '要求先付定金' },
      { token: buyer.token },
    );
    expect(res.data).toEqual({ reported: true });
    const [report] = await t.app.db
      .selectFrom('message_reports')
      .selectAll()
      .where('conversation_id', '=', conversation.id)
      .execute();
    expect(report).toMatchObject({
      conversation_id: conversation.id,
      reporter_id: buyer.id,
      reason: '要求先付定金',
      state: 'open',
    });
    expect(JSON.parse(report!.messages)).toEqual([
      expect.objectContaining({ id: scam.id, senderId: seller.id, text: scam.text }),
    ]);
  });
});
