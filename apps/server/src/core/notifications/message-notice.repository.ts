import type { Db } from '../../db/database';
import { blockedEitherWay, type NewNotification } from './notification.repository';

/** What a message notice quotes of the text. */
const EXCERPT = 80;
const SHOWN_AS = { image: '[图片]', contact: '[联系方式]' } as const;

/**
 * The notice a new private message gives its recipient (decision 0034), or null when it must not
 * notify: the message is gone, the recipient muted the conversation or deleted it past it, or
 * either of them blocked the other (checked when the job runs, so a block just after the send
 * still silences it). Never in the 消息 list (`in_app` 0): 私信 has its own list and badge.
 */
export async function messageNotice(
  db: Db,
  messageId: number,
  at: number,
): Promise<NewNotification | null> {
  const row = await db
    .selectFrom('messages as m')
    .innerJoin('conversation_members as cm', (j) =>
      j
        .onRef('cm.conversation_id', '=', 'm.conversation_id')
        .onRef('cm.user_id', '!=', 'm.sender_id'),
    )
    .select(['m.conversation_id', 'm.sender_id', 'm.kind', 'm.text', 'cm.user_id', 'cm.muted'])
    .where('m.id', '=', messageId)
    .where('cm.cleared_id', '<', messageId)
    .where(({ not }) => not(blockedEitherWay('cm.user_id', 'm.sender_id')))
    .executeTakeFirst();
  if (!row || row.muted === 1) return null;
  return {
    user_id: row.user_id,
    type: 'message',
    verb: 'message',
    item_type: 'conversation',
    item_id: row.conversation_id,
    entry_id: messageId,
    actor_id: row.sender_id,
    detail: row.kind === 'text' ? (row.text ?? '').slice(0, EXCERPT) : SHOWN_AS[row.kind],
    at,
    in_app: 0,
  };
}
