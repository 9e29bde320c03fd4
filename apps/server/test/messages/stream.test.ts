import {
  blockUser,
  Code,
  deleteConversation,
  logout,
  markConversationRead,
  Messages,
  messageStreamTicket,
  STREAM_TICKET_TTL_MS,
} from '@huaren/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { STREAMS_PER_USER } from '../../src/realtime/hub';
import { MessageReasons } from '../../src/modules/messages/rules';
import { useTestApp } from '../support/app';
import { callOk } from '../support/call-ok';
import { openEventStream, streamOf, type EventStreamReader } from '../support/event-stream';
import { say, sellerAndBuyer } from '../support/messages';
import { createSessionUser } from '../support/posts';

const ctx = useTestApp();
const open: EventStreamReader[] = [];
const track = (reader: EventStreamReader) => (open.push(reader), reader);
afterEach(() => {
  for (const reader of open.splice(0)) reader.close();
});

const isMessage = (id: number) => (e: { event: string; id?: string }) =>
  e.event === 'message' && e.id === String(id);

describe('the message stream (decision 0036)', () => {
  it('delivers a new message to both members within a second, its id the event id', async () => {
    const t = ctx();
    const { seller, buyer, conversation } = await sellerAndBuyer(t);
    const sellerStream = track(await streamOf(t, seller.token));
    const buyerStream = track(await streamOf(t, buyer.token));
    expect(sellerStream.status).toBe(200);
    expect(sellerStream.contentType).toMatch(/^text\/event-stream/);

    const started = Date.now();
    const sent = await say(t, buyer.token, conversation.id, '还在吗');
    const event = await sellerStream.next(isMessage(sent.id), 1000);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(event.data).toEqual({ conversationId: conversation.id, messageId: sent.id });
    // The sender's other tabs learn of it too.
    await buyerStream.next(isMessage(sent.id), 1000);
  });

  it("never carries another pair's events to a stranger", async () => {
    const t = ctx();
    const { seller, buyer, conversation } = await sellerAndBuyer(t);
    const stranger = await createSessionUser(t);
    const strangerStream = track(await streamOf(t, stranger.token));
    const sellerStream = track(await streamOf(t, seller.token));

    const sent = await say(t, buyer.token, conversation.id, '私下说');
    await sellerStream.next(isMessage(sent.id));
    await callOk(t, markConversationRead, { conversationId: conversation.id }, seller.token);
    await callOk(t, deleteConversation, { conversationId: conversation.id }, seller.token);
    const buyerRead = track(await streamOf(t, buyer.token, { lastEventId: 0 }));
    await buyerRead.next(isMessage(sent.id));
    // The seller's own stream heard their read and delete; the stranger's heard nothing at all.
    await sellerStream.next((e) => e.event === 'unread');
    expect(strangerStream.events).toEqual([]);
    // Nor does a catch-up from zero replay anything of theirs.
    const replay = track(await streamOf(t, stranger.token, { lastEventId: 0 }));
    await say(t, buyer.token, conversation.id, '再说一句');
    await new Promise((r) => setTimeout(r, 300));
    expect(replay.events).toEqual([]);
    expect(strangerStream.events).toEqual([]);
  });

  it('tells the sender when the other member read the conversation', async () => {
    const t = ctx();
    const { seller, buyer, conversation } = await sellerAndBuyer(t);
    await say(t, buyer.token, conversation.id, '看到了吗');
    const buyerStream = track(await streamOf(t, buyer.token));
    const sellerStream = track(await streamOf(t, seller.token));
    await callOk(t, markConversationRead, { conversationId: conversation.id }, seller.token);
    const read = await buyerStream.next((e) => e.event === 'read');
    expect(read).toEqual({ event: 'read', data: { conversationId: conversation.id } });
    await sellerStream.next((e) => e.event === 'unread');
  });

  it('tells both people of a block, so an open conversation shows it is closed', async () => {
    const t = ctx();
    const { seller, buyer } = await sellerAndBuyer(t);
    const sellerStream = track(await streamOf(t, seller.token));
    const buyerStream = track(await streamOf(t, buyer.token));
    await callOk(t, blockUser, { userId: seller.id, blocked: true }, buyer.token);
    for (const stream of [sellerStream, buyerStream]) {
      expect(await stream.next((e) => e.event === 'unread')).toEqual({ event: 'unread', data: {} });
    }
  });

  for (const via of ['header', 'query'] as const) {
    it(`catches up from Last-Event-ID (${via}) with exactly the missed messages, then live ones once`, async () => {
      const t = ctx();
      const { seller, buyer, conversation } = await sellerAndBuyer(t);
      const first = track(await streamOf(t, seller.token));
      const seen = await say(t, buyer.token, conversation.id, '第一条');
      await first.next(isMessage(seen.id));
      first.close();

      const missed = [];
      for (const text of ['第二条', '第三条', '第四条']) {
        missed.push((await say(t, buyer.token, conversation.id, text)).id);
      }
      const again = track(
        await streamOf(t, seller.token, { lastEventId: seen.id, header: via === 'header' }),
      );
      await again.next(isMessage(missed.at(-1)!));
      const live = await say(t, seller.token, conversation.id, '在的');
      await again.next(isMessage(live.id));
      await new Promise((r) => setTimeout(r, 200));
      expect(again.messageIds()).toEqual([...missed, live.id]);
    });
  }

  it('replays no message from before the member deleted the conversation', async () => {
    const t = ctx();
    const { seller, buyer, conversation } = await sellerAndBuyer(t);
    const old = await say(t, buyer.token, conversation.id, '旧消息');
    await callOk(t, deleteConversation, { conversationId: conversation.id }, seller.token);
    const fresh = await say(t, buyer.token, conversation.id, '新消息');
    const stream = track(await streamOf(t, seller.token, { lastEventId: old.id - 1 }));
    await stream.next(isMessage(fresh.id));
    expect(stream.messageIds()).toEqual([fresh.id]);
  });

  it('opens only with a fresh, unused ticket of a live session; never with a token', async () => {
    const t = ctx();
    const user = await createSessionUser(t);
    const visitor = await t.client.call(messageStreamTicket, {});
    expect(visitor.code).toBe(Code.notLoggedIn);
    const refused = { code: Code.notLoggedIn, reason: Messages.notLoggedIn };

    const { ticket } = await callOk(t, messageStreamTicket, {}, user.token);
    expect(track(await openEventStream(t.baseUrl, { ticket })).status).toBe(200);
    // Single use, on any instance: the second open is refused.
    expect((await openEventStream(t.baseUrl, { ticket })).refusal).toEqual(refused);
    const bad: Record<string, string>[] = [{}, { ticket: 'x' }, { ticket: user.token }];
    for (const query of [...bad, { ticket: 'a'.repeat(43) }]) {
      expect((await openEventStream(t.baseUrl, query)).refusal).toEqual(refused);
    }

    const late = await callOk(t, messageStreamTicket, {}, user.token);
    t.clock.advance(STREAM_TICKET_TTL_MS + 1);
    expect((await openEventStream(t.baseUrl, { ticket: late.ticket })).refusal).toEqual(refused);

    const orphan = await callOk(t, messageStreamTicket, {}, user.token);
    await callOk(t, logout, { id: user.id }, user.token);
    expect((await openEventStream(t.baseUrl, { ticket: orphan.ticket })).refusal).toEqual(refused);
  });

  it(`holds at most ${STREAMS_PER_USER} streams of one user; a closed one frees its place`, async () => {
    const t = ctx();
    const user = await createSessionUser(t);
    const streams = [];
    for (let i = 0; i < STREAMS_PER_USER; i += 1)
      streams.push(track(await streamOf(t, user.token)));
    expect(streams.every((s) => s.status === 200 && !s.refusal)).toBe(true);
    const extra = await streamOf(t, user.token);
    expect(extra.refusal).toEqual({
      code: Code.tooManyRequests,
      reason: MessageReasons.tooManyStreams,
    });
    streams[0]!.close();
    await expect
      .poll(
        async () => {
          const s = await streamOf(t, user.token);
          if (!s.refusal) track(s);
          return s.refusal?.code ?? Code.ok;
        },
        { timeout: 15_000 },
      )
      .toBe(Code.ok);
  });
});
