import { appendFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../lib/clock';
import { maskRecipient } from './mask';
import type { Transport } from './message';
import { isoTime } from '../lib/iso-time';

export const OUTBOX_FILE = 'outbox.jsonl';

/**
 * The transport of a server with no SMTP or SMS provider configured: one JSON line per message,
 * `{time, channel, to, subject?, text}`, appended to DATA_DIR/outbox.jsonl.
 *
 * Issue 3 asks for the message "in the outbox and in the log, so a developer and the tests can
 * read codes"; it also says no code may appear in a log line. We reconcile the two this way: the
 * file holds the text (that is where codes are read), and the log line says that a message was
 * written, on which channel, to a masked recipient, and where the file is. Log lines travel to
 * log stores and screens; the outbox stays on the machine, with the data it belongs to.
 */
export function createOutboxTransport(
  dataDir: string,
  log: FastifyBaseLogger,
  now: Clock,
): Transport {
  const file = join(dataDir, OUTBOX_FILE);
  let ready: Promise<unknown> | undefined;
  return {
    async send(message) {
      ready ??= mkdir(dataDir, { recursive: true });
      await ready;
      const line = {
        time: isoTime(now()),
        channel: message.channel,
        to: message.to,
        ...(message.subject ? { subject: message.subject } : {}),
        text: message.text,
      };
      // One write per line with O_APPEND: concurrent messages never interleave within a line.
      await appendFile(file, `${JSON.stringify(line)}\n`, 'utf8');
      log.info(
        { channel: message.channel, to: maskRecipient(message.to), file },
        'message written to the outbox (no transport configured)',
      );
    },
  };
}
