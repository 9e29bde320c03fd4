import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { OUTBOX_FILE } from '../../src/messaging/outbox';

export interface OutboxMessage {
  time: string;
  channel: 'email' | 'sms';
  to: string;
  subject?: string;
  text: string;
}

/** Every message the outbox transport wrote, oldest first. */
export async function readOutbox(dataDir: string): Promise<OutboxMessage[]> {
  try {
    const text = await readFile(join(dataDir, OUTBOX_FILE), 'utf8');
    return text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as OutboxMessage);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
}

export async function messagesTo(dataDir: string, to: string): Promise<OutboxMessage[]> {
  return (await readOutbox(dataDir)).filter((m) => m.to === to);
}

/**
 * The (count+1)-th message to `to`, waiting for it: reset codes are sent after the answer, so
 * the file may not have the line yet when the call returns.
 */
export async function nthMessageTo(
  dataDir: string,
  to: string,
  index: number,
): Promise<OutboxMessage> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const found = (await messagesTo(dataDir, to))[index];
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no message #${index + 1} to ${to} in the outbox`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The six-digit code in a message's text. */
export function codeIn(text: string): string {
  const match = /验证码是 (\d{6})/.exec(text);
  if (!match) throw new Error(`no code in: ${text}`);
  return match[1]!;
}

/** The code of the newest message to `to` (after an awaited send). */
export async function lastCodeTo(dataDir: string, to: string): Promise<string> {
  const messages = await messagesTo(dataDir, to);
  const last = messages.at(-1);
  if (!last) throw new Error(`no message to ${to} in the outbox`);
  return codeIn(last.text);
}
