import { randomBytes } from 'node:crypto';
import {
  Code,
  MESSAGE_STREAM_PATH,
  Messages,
  STREAM_TICKET_TTL_MS,
  StreamEventName,
  messageStreamTicket,
} from '@huaren/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createSessionRepository } from '../../auth/session.repository';
import { hashSessionToken } from '../../auth/token';
import { failEnvelope } from '../../lib/envelope';
import { headerValue } from '../../lib/http';
import { registerUserCall } from '../../lib/register-call';
import type { Stream } from '../../realtime/hub';
import { formatEvent, openEventStream } from '../../realtime/sse';
import { createMessageRepository } from './message.repository';
import { MessageReasons } from './rules';
import { createTicketRepository } from './ticket.repository';

/** Missed messages a reconnect replays; beyond this it is told to refetch everything (reset). */
export const CATCH_UP_MAX = 200;

const TICKET = /^[A-Za-z0-9_-]{43}$/;
const EVENT_ID = /^\d{1,15}$/;

/**
 * The real-time channel of private messages (decision 0036): a signed call issues a single-use
 * ticket, and `GET MESSAGE_STREAM_PATH?ticket=…` opens server-sent events with it (EventSource
 * sends no headers of ours, and the session token must never be in a URL). A reconnect names
 * the last message it saw (Last-Event-ID, or `lastEventId` for a new EventSource) and first
 * gets the messages after it, then live events, without a gap or a repeat.
 */
export function streamRoutes(app: FastifyInstance): void {
  const tickets = createTicketRepository(app.db);
  const sessions = createSessionRepository(app.db);
  const messages = createMessageRepository(app.db);

  registerUserCall(app, messageStreamTicket, async ({ user }) => {
    const ticket = randomBytes(32).toString('base64url');
    const expiresAt = app.now() + STREAM_TICKET_TTL_MS;
    await tickets.issue(hashSessionToken(ticket), user.id, user.tokenHash, expiresAt);
    return { ticket };
  });

  app.get(
    MESSAGE_STREAM_PATH,
    { config: { unsigned: true, longLived: true } },
    async (request, reply) => {
      const { ticket, lastEventId } = request.query as Record<string, unknown>;
      const taken =
        typeof ticket === 'string' && TICKET.test(ticket)
          ? await tickets.take(hashSessionToken(ticket), app.now())
          : undefined;
      const session = taken && (await sessions.findLive(taken.session_hash, app.now()));
      if (!taken || session?.user_id !== taken.user_id) {
        return failEnvelope(Code.notLoggedIn, Messages.notLoggedIn);
      }

      const stream: Stream = {
        userId: taken.user_id,
        sessionHash: taken.session_hash,
        raw: reply.raw,
        pending: [],
      };
      if (!app.realtime.hub.add(stream)) {
        return failEnvelope(Code.tooManyRequests, MessageReasons.tooManyStreams);
      }
      reply.hijack();
      openEventStream(reply.raw);
      const after = resumeFrom(request, lastEventId);
      const sent = new Set<number>();
      try {
        if (after !== undefined) {
          const missed = await messages.since(stream.userId, after, CATCH_UP_MAX + 1);
          if (missed.length > CATCH_UP_MAX) {
            reply.raw.write(formatEvent({ name: StreamEventName.reset, data: {} }));
          } else {
            for (const m of missed) {
              sent.add(m.id);
              const data = { conversationId: m.conversation_id, messageId: m.id };
              reply.raw.write(formatEvent({ name: StreamEventName.message, id: m.id, data }));
            }
          }
        }
      } catch (err) {
        request.log.warn({ err }, 'stream catch-up failed');
        reply.raw.write(formatEvent({ name: StreamEventName.reset, data: {} }));
      }
      app.realtime.hub.release(stream, sent);
    },
  );
}

/** The browser's own reconnect sends Last-Event-ID; a new EventSource passes it in the query. */
function resumeFrom(request: FastifyRequest, query: unknown): number | undefined {
  const value = headerValue(request.headers, 'last-event-id') ?? query;
  return typeof value === 'string' && EVENT_ID.test(value) ? Number(value) : undefined;
}
