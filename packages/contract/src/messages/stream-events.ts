/**
 * The real-time channel of private messages (decision 0036), zod-free so the web's stream module
 * carries no schema. The stream is server-sent events at MESSAGE_STREAM_PATH, opened with a ticket
 * from `messageStreamTicket` (EventSource cannot send the signed headers).
 */
export const MESSAGE_STREAM_PATH = '/v1/user/messages/stream/';

/** How long a ticket may wait before the stream is opened with it; it works once. */
export const STREAM_TICKET_TTL_MS = 60_000;

/** A message was written in one of the caller's conversations; its id is the event's id. */
export interface MessageStreamEvent {
  conversationId: number;
  messageId: number;
}

/** The other member read the conversation: the caller's 已读 marks changed. */
export interface ReadStreamEvent {
  conversationId: number;
}

/**
 * The SSE `event:` names. `message` carries an `id:` (the message id) for Last-Event-ID; `read`
 * and `unread` carry none. `unread`: the caller's count or list changed (read, deleted or muted
 * elsewhere: its `conversationId` names the conversation; a block either way: none, so every
 * conversation is read again). `reset`: the catch-up was longer than the server replays, or the
 * instance may have missed events: refetch everything.
 */
export const StreamEventName = {
  message: 'message',
  read: 'read',
  unread: 'unread',
  reset: 'reset',
} as const;
