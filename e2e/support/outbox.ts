import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inject } from 'vitest';

/** One line of DATA_DIR/outbox.jsonl: a message the server would have sent without SMTP/SMS. */
export interface OutboxMessage {
  time: string;
  channel: 'email' | 'sms';
  to: string;
  subject?: string;
  text: string;
}

const CODE = /(?<!\d)(\d{6})(?!\d)/;

export async function outboxMessages(
  to: string,
  dataDir = inject('dataDir'),
): Promise<OutboxMessage[]> {
  const raw = await readFile(join(dataDir, 'outbox.jsonl'), 'utf8').catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return '';
    throw error;
  });
  return raw
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as OutboxMessage)
    .filter((message) => message.to === to);
}

/** Codes sent to `to` so far, oldest first (notices carry none). */
export async function outboxCodes(to: string, dataDir = inject('dataDir')): Promise<string[]> {
  return (await outboxMessages(to, dataDir)).flatMap((m) => CODE.exec(m.text)?.[1] ?? []);
}

/**
 * The newest code sent to `to` (lower-case e-mail or E.164 phone), waiting for it to arrive;
 * with `after`, a code beyond the first `after` ones (a fresh one, not an earlier code). Codes
 * travel through the job queue, whose worker finishes a batch of jobs before it claims the next:
 * on a busy run a code can take several seconds.
 */
export async function outboxCode(
  to: string,
  {
    after = 0,
    dataDir = inject('dataDir'),
    timeoutMs = 15_000,
  }: { after?: number; dataDir?: string; timeoutMs?: number } = {},
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const codes = await outboxCodes(to, dataDir);
    if (codes.length > after) return codes.at(-1)!;
    if (Date.now() > deadline) throw new Error(`no new code for ${to} in the outbox`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
