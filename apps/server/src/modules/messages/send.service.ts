import { notifyLater } from '../../core/notifications/events';
import { Code, type SharedContact, type Message, type sendMessage } from '@huaren/contract';
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import type { MessageTable } from '../../db/schema';
import type { InputData } from '../../lib/register-call';
import type { Db } from '../../db/database';
import { Refusal } from '../../lib/envelope';
import { createBlockRepository } from '../../core/content/block.repository';
import { createConversationRepository, type ConversationRow } from './conversation.repository';
import { createMessageRepository } from './message.repository';
import { presentMessage } from './message.presenter';
import { messageEvents } from './events';
import { createPeopleRepository } from './people.repository';
import { refuseBlocked } from './open.service';
import {
  claimNewcomerQuota,
  MessageReasons,
  SAME_TEXT_MAX_CONVERSATIONS,
  SAME_TEXT_WINDOW_MS,
} from './rules';

type SendInput = InputData<typeof sendMessage>;
type Body = Pick<Selectable<MessageTable>, 'kind' | 'text' | 'contact' | 'image' | 'text_hash'>;

/**
 * Sends a message into a conversation the caller is in (decision 0034): refused by a block either
 * way or an inactive account, by a new account's hourly quota, and when the same text already
 * went to more than SAME_TEXT_MAX_CONVERSATIONS other conversations within the hour.
 */
export function createSendService(app: FastifyInstance) {
  const blocks = createBlockRepository(app.db);
  const people = createPeopleRepository(app.db);
  const events = messageEvents(app);

  async function bodyOf(userId: number, input: SendInput): Promise<Body> {
    if (input.text !== undefined) {
      return {
        kind: 'text',
        text: input.text,
        contact: null,
        image: null,
        text_hash: fingerprint(input.text),
      };
    }
    if (input.imageId !== undefined) {
      const [image] = await app.images.owned(userId, [input.imageId]);
      if (!image) throw new Refusal(Code.invalid, MessageReasons.imageNotFound);
      return {
        kind: 'image',
        text: null,
        contact: null,
        image: JSON.stringify(image),
        text_hash: null,
      };
    }
    const contact = input.contact as SharedContact;
    const user = (await people.user(userId))!;
    const value = user[contact];
    if (!value) {
      throw new Refusal(
        Code.invalid,
        contact === 'wechat' ? MessageReasons.noWechat : MessageReasons.noPhone,
      );
    }
    return { kind: 'contact', text: value, contact, image: null, text_hash: null };
  }

  return async function send(
    userId: number,
    conversation: ConversationRow,
    input: SendInput,
  ): Promise<Message> {
    if (conversation.other_status !== 'active') {
      throw new Refusal(Code.conflict, MessageReasons.otherInactive);
    }
    await refuseBlocked(blocks, userId, conversation.other_id);
    const body = await bodyOf(userId, input);
    const now = app.now();
    const id = await app.db.transaction().execute(async (trx: Db) => {
      const messages = createMessageRepository(trx);
      await claimNewcomerQuota(app, trx, userId, 'newAccountMessages');
      if (body.text_hash !== null) {
        const elsewhere = await messages.sameTextElsewhere(
          userId,
          body.text_hash,
          conversation.id,
          now - SAME_TEXT_WINDOW_MS,
        );
        if (elsewhere >= SAME_TEXT_MAX_CONVERSATIONS) {
          throw new Refusal(Code.tooManyRequests, MessageReasons.sameText);
        }
      }
      const messageId = await messages.insert({
        ...body,
        conversation_id: conversation.id,
        sender_id: userId,
        created_at: now,
      });
      await createConversationRepository(trx).touch(conversation.id, userId, messageId, now);
      await notifyLater(app.jobs, trx, { event: 'message', messageId, at: now });
      return messageId;
    });
    app.jobs.kick();
    await events.sent(conversation.id, id, [userId, conversation.other_id]);
    return presentMessage(
      {
        id,
        conversation_id: conversation.id,
        sender_id: userId,
        kind: body.kind,
        text: body.text,
        contact: body.contact,
        image: body.image,
        created_at: now,
      },
      userId,
      conversation.other_read_id,
    );
  };
}

/** Whitespace and width folded and case dropped, so a space or ＡＢＣ does not make a text new. */
function fingerprint(text: string): string {
  const normal = text.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase();
  return createHash('sha256').update(normal).digest('hex');
}
