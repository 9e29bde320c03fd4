import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../lib/clock';
import type { Config } from '../config';
import type { OutgoingMessage } from './message';
import { createOutboxTransport } from './outbox';
import { createSmtpTransport } from './smtp';
import { createTwilioTransport } from './twilio';

/** One way to reach a user, whatever carries the message. */
export interface Messenger {
  /** Resolves once the transport accepted the message; rejects if it did not. */
  send(message: OutgoingMessage): Promise<void>;
  close(): Promise<void>;
}

/**
 * E-mail over SMTP when SMTP_URL is set, SMS through Twilio's REST API when its three variables
 * are, and each otherwise to DATA_DIR/outbox.jsonl, where a developer (and the tests) read the
 * codes. The log says a message went out, to whom (masked), never its text: a code in a log line
 * would be a credential in every log store (see outbox.ts).
 */
export function createMessenger(
  config: Pick<Config, 'dataDir' | 'mail' | 'sms'>,
  log: FastifyBaseLogger,
  now: Clock,
): Messenger {
  const outbox = createOutboxTransport(config.dataDir, log, now);
  const email = config.mail.smtpUrl ? createSmtpTransport(config.mail, log) : outbox;
  const sms = config.sms ? createTwilioTransport(config.sms, log) : outbox;
  return {
    send: (message) => (message.channel === 'email' ? email : sms).send(message),
    async close() {
      await Promise.all([email.close?.(), sms.close?.()]);
    },
  };
}
