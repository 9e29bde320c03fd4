import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { MessageTable } from '../../db/schema';
import { insertReturningId } from '../../db/insert-returning-id';
import { keysetPage } from '../../db/keyset';

const COLUMNS = [
  'id',
  'conversation_id',
  'sender_id',
  'kind',
  'text',
  'contact',
  'image',
  'created_at',
] as const;

/** The messages of conversations (decision 0034); callers check membership first. */
export function createMessageRepository(db: Db) {
  /** The conversation's messages after the member's deletion point: what the member still sees. */
  const visible = (conversationId: number, clearedId: number) =>
    db
      .selectFrom('messages')
      .select(COLUMNS)
      .where('conversation_id', '=', conversationId)
      .where('id', '>', clearedId);

  return {
    insert(row: Insertable<MessageTable>): Promise<number> {
      return insertReturningId(db, 'messages', row);
    },

    /** Newest first, after the member's deletion point; `before` pages upward (older). */
    page(conversationId: number, clearedId: number, limit: number, before?: readonly [number]) {
      const query = visible(conversationId, clearedId);
      return keysetPage(query, [['id', 'desc']], limit, before).execute();
    },

    /** The given messages of the conversation the member still sees. */
    chosen(conversationId: number, clearedId: number, ids: readonly number[]) {
      return visible(conversationId, clearedId).where('id', 'in', ids).orderBy('id').execute();
    },

    /** The other people's unread messages in the user's conversations that are not muted. */
    async unreadTotal(userId: number): Promise<number> {
      const row = await db
        .selectFrom('conversation_members as m')
        .innerJoin('messages as x', 'x.conversation_id', 'm.conversation_id')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('m.user_id', '=', userId)
        .where('m.muted', '=', 0)
        .whereRef('x.id', '>', 'm.last_read_id')
        .whereRef('x.id', '>', 'm.cleared_id')
        .where('x.sender_id', '<>', userId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /**
     * The stream's catch-up (decision 0036): messages after `afterId` in every conversation the
     * user still sees, oldest first, at most `limit`.
     */
    since(userId: number, afterId: number, limit: number) {
      return db
        .selectFrom('conversation_members as m')
        .innerJoin('messages as x', 'x.conversation_id', 'm.conversation_id')
        .select(['x.id', 'x.conversation_id'])
        .where('m.user_id', '=', userId)
        .where('x.id', '>', afterId)
        .whereRef('x.id', '>', 'm.cleared_id')
        .orderBy('x.id')
        .limit(limit)
        .execute();
    },

    /** Other conversations the sender sent this text to since `since`. */
    async sameTextElsewhere(
      senderId: number,
      textHash: string,
      conversationId: number,
      since: number,
    ): Promise<number> {
      const row = await db
        .selectFrom('messages')
        .select((eb) => eb.fn.count<number>('conversation_id').distinct().as('n'))
        .where('sender_id', '=', senderId)
        .where('text_hash', '=', textHash)
        .where('created_at', '>=', since)
        .where('conversation_id', '<>', conversationId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}

export type MessageRow = Awaited<
  ReturnType<ReturnType<typeof createMessageRepository>['page']>
>[number];
