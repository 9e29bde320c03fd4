import { StreamEventName } from '@huaren/contract';
import type { FastifyInstance } from 'fastify';

/**
 * What the message stream announces (decision 0036): small events; the app refetches what they
 * name. Called after the change committed.
 */
export function messageEvents(app: FastifyInstance) {
  const { realtime } = app;
  return {
    /** To both members (the sender's other tabs too); the message id is the event id. */
    sent: (conversationId: number, messageId: number, memberIds: number[]) =>
      realtime.publish({
        userIds: memberIds,
        event: {
          name: StreamEventName.message,
          id: messageId,
          data: { conversationId, messageId },
        },
      }),

    /** The reader's count changed; the other member's 已读 marks did. */
    read: async (conversationId: number, readerId: number, otherId: number) => {
      await realtime.publish({
        userIds: [otherId],
        event: { name: StreamEventName.read, data: { conversationId } },
      });
      await realtime.publish({
        userIds: [readerId],
        event: { name: StreamEventName.unread, data: { conversationId } },
      });
    },

    /**
     * Their count, list or that conversation changed: deleted or muted in another tab, or a
     * block either way (no conversation: whatever they have open with the other is read again).
     */
    changed: (userIds: number[], conversationId?: number) =>
      realtime.publish({
        userIds,
        event: { name: StreamEventName.unread, data: conversationId ? { conversationId } : {} },
      }),
  };
}
