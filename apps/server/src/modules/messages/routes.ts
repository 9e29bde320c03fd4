import {
  blockUser,
  Code,
  conversationList,
  conversationMessages,
  deleteConversation,
  markConversationRead,
  messagesUnreadCount,
  muteConversation,
  openConversation,
  reportConversation,
  sendMessage,
} from '@huaren/contract';
import type { FastifyInstance } from 'fastify';
import { Refusal } from '../../lib/envelope';
import { idAfter, pageFrom, timeAndIdAfter } from '../../lib/paging';
import { registerUserCall } from '../../lib/register-call';
import { createBlockRepository } from '../../core/content/block.repository';
import { createConversationRepository } from './conversation.repository';
import { createMessageRepository } from './message.repository';
import { presentConversation, presentMessage } from './message.presenter';
import { createOpenService } from './open.service';
import { createPeopleRepository } from './people.repository';
import { fileReport } from './report';
import { MessageReasons } from './rules';
import { createSendService } from './send.service';
import { messageEvents } from './events';
import { streamRoutes } from './stream';

/**
 * Private messages (issue 19, decision 0034): open a conversation, list, page, send, read marks,
 * unread count, delete for me, mute, block, report. A conversation the caller is not in answers
 * 404 on every call, as one that does not exist.
 */
export async function messageRoutes(app: FastifyInstance): Promise<void> {
  const conversations = createConversationRepository(app.db);
  const messages = createMessageRepository(app.db);
  const blocks = createBlockRepository(app.db);
  const people = createPeopleRepository(app.db);
  const open = createOpenService(app);
  const send = createSendService(app);
  const events = messageEvents(app);
  streamRoutes(app);

  const mine = async (userId: number, conversationId: number) => {
    const row = await conversations.find(userId, conversationId);
    if (!row) throw new Refusal(Code.notFound, MessageReasons.notFound);
    return row;
  };
  const unread = async (userId: number) => ({ count: await messages.unreadTotal(userId) });

  registerUserCall(app, openConversation, async ({ input, user }) => {
    const id = await open(user.id, input);
    return presentConversation(await mine(user.id, id), app.now());
  });

  registerUserCall(app, conversationList, async ({ input, user }) => {
    const rows = await conversations.list(
      user.id,
      input.pageSize + 1,
      timeAndIdAfter(input.cursor),
    );
    const now = app.now();
    return pageFrom(
      rows,
      input.pageSize,
      (row) => presentConversation(row, now),
      (row) => [row.last_message_at!, row.id],
    );
  });

  registerUserCall(app, conversationMessages, async ({ input, user }) => {
    const row = await mine(user.id, input.conversationId);
    const before = idAfter(input.cursor);
    const rows = await messages.page(
      row.id,
      row.cleared_id,
      input.pageSize + 1,
      before === undefined ? undefined : [before],
    );
    return {
      conversation: presentConversation(row, app.now()),
      ...pageFrom(rows, input.pageSize, (m) => presentMessage(m, user.id, row.other_read_id)),
    };
  });

  registerUserCall(app, sendMessage, async ({ input, user }) =>
    send(user.id, await mine(user.id, input.conversationId), input),
  );

  registerUserCall(app, markConversationRead, async ({ input, user }) => {
    const row = await mine(user.id, input.conversationId);
    if (row.last_message_id !== null && row.last_message_id > row.last_read_id) {
      await conversations.markRead(user.id, row.id, row.last_message_id);
      await events.read(row.id, user.id, row.other_id);
    }
    return unread(user.id);
  });

  registerUserCall(app, messagesUnreadCount, ({ user }) => unread(user.id));

  registerUserCall(app, deleteConversation, async ({ input, user }) => {
    const row = await mine(user.id, input.conversationId);
    if (row.last_message_id !== null) {
      await conversations.clear(user.id, row.id, row.last_message_id);
      await events.changed([user.id], row.id);
    }
    return unread(user.id);
  });

  registerUserCall(app, muteConversation, async ({ input, user }) => {
    const row = await mine(user.id, input.conversationId);
    await conversations.mute(user.id, row.id, input.muted);
    await events.changed([user.id], row.id);
    return presentConversation(await mine(user.id, row.id), app.now());
  });

  registerUserCall(app, blockUser, async ({ input, user }) => {
    const other = await people.user(input.userId);
    if (!other || other.id === user.id) {
      throw new Refusal(Code.notFound, MessageReasons.userNotFound);
    }
    await blocks.set(user.id, other.id, input.blocked, app.now());
    await events.changed([user.id, other.id]);
    return { blocked: input.blocked };
  });

  registerUserCall(app, reportConversation, async ({ input, user }) => {
    await fileReport(app.db, await mine(user.id, input.conversationId), input, app.now());
    return { reported: true as const };
  });
}
