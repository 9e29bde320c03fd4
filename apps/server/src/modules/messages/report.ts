import { Code, type MessageKind } from '@huaren/contract';
import type { Db } from '../../db/database';
import { Refusal } from '../../lib/envelope';
import type { ConversationRow } from './conversation.repository';
import { createMessageRepository } from './message.repository';
import { createReportRepository } from './report.repository';
import { MessageReasons } from './rules';

/** A reported message as the console's queue keeps it: a copy, as it was when reported. */
export interface ReportedMessage {
  id: number;
  senderId: number;
  kind: MessageKind;
  text: string | null;
  imageUrl: string | null;
  createdAt: number;
}

/**
 * Files a report of a conversation with the messages the reporter chose (decision 0034). Every
 * chosen id must be a message of this conversation the reporter still sees; the copies are what
 * a moderator reads, never the rest of the conversation.
 */
export async function fileReport(
  db: Db,
  conversation: ConversationRow,
  input: { messageIds: number[]; reason: string },
  now: number,
): Promise<void> {
  const ids = [...new Set(input.messageIds)];
  const messages = createMessageRepository(db);
  const rows = await messages.chosen(conversation.id, conversation.cleared_id, ids);
  if (rows.length !== ids.length) throw new Refusal(Code.invalid, MessageReasons.reportChoice);
  const copies: ReportedMessage[] = rows.map((row) => ({
    id: row.id,
    senderId: row.sender_id,
    kind: row.kind,
    text: row.text,
    imageUrl: row.image === null ? null : (JSON.parse(row.image) as { url: string }).url,
    createdAt: row.created_at,
  }));
  await createReportRepository(db).insert({
    conversation_id: conversation.id,
    reporter_id: conversation.user_id,
    reason: input.reason,
    messages: JSON.stringify(copies),
    created_at: now,
  });
}
