/**
 * The load generator of bench:realtime (a child process, so the clients do not share the server's
 * event loop or memory): opens one message stream per ticket, then sends `rate` messages a second
 * for `seconds` and times each one from the send to its arrival on the recipient's stream.
 * Prints one JSON line.
 */
import { Header, MESSAGE_STREAM_PATH, sendMessage } from '@huaren/contract';
import { quantile } from './search/measure';

export interface ClientsOptions {
  baseUrl: string;
  /** One stream per entry, in user order. */
  tickets: string[];
  /** Conversations as [sender index, recipient index, conversation id], with senders' tokens. */
  pairs: { a: number; b: number; conversationId: number; tokenA: string; tokenB: string }[];
  rate: number;
  seconds: number;
}

export interface ClientsResult {
  connected: number;
  connectSeconds: number;
  sent: number;
  delivered: number;
  duplicates: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** The send call alone (request to answer), to tell the write's time from the delivery's. */
  sendP50Ms: number;
  sendP99Ms: number;
}

const options = JSON.parse(process.argv[2]!) as ClientsOptions;

const sentAt = new Map<number, { at: number; to: number }>();
const arrived = new Map<string, number>();
const latencies: number[] = [];
const sendTimes: number[] = [];
let duplicates = 0;

function arrival(streamIndex: number, messageId: number, at: number) {
  const key = `${streamIndex}:${messageId}`;
  if (arrived.has(key)) return void (duplicates += 1);
  arrived.set(key, at);
  const sent = sentAt.get(messageId);
  if (sent && sent.to === streamIndex) latencies.push(at - sent.at);
}

async function openStream(index: number, ticket: string): Promise<void> {
  const res = await fetch(`${options.baseUrl}${MESSAGE_STREAM_PATH}?ticket=${ticket}`);
  if (!res.headers.get('content-type')?.startsWith('text/event-stream')) {
    throw new Error(`stream ${index} refused: ${await res.text()}`);
  }
  const decoder = new TextDecoder();
  let buffer = '';
  void (async () => {
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      buffer += decoder.decode(chunk, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const id = /^id: (\d+)$/m.exec(block);
        if (block.startsWith('event: message') && id) arrival(index, Number(id[1]), Date.now());
      }
    }
  })().catch(() => undefined);
}

const connectStart = Date.now();
for (let i = 0; i < options.tickets.length; i += 50) {
  await Promise.all(options.tickets.slice(i, i + 50).map((t, j) => openStream(i + j, t)));
}
const connectSeconds = (Date.now() - connectStart) / 1000;

async function send(n: number): Promise<void> {
  const pair = options.pairs[n % options.pairs.length]!;
  const fromA = Math.floor(n / options.pairs.length) % 2 === 0;
  const at = Date.now();
  const res = await fetch(`${options.baseUrl}${sendMessage.path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [Header.token]: fromA ? pair.tokenA : pair.tokenB,
    },
    body: JSON.stringify({ conversationId: pair.conversationId, text: `压测消息 ${n}` }),
  });
  const body = (await res.json()) as { code: number; data?: { id: number } };
  sendTimes.push(Date.now() - at);
  if (body.code !== 200) throw new Error(`send refused: ${JSON.stringify(body)}`);
  const to = fromA ? pair.b : pair.a;
  sentAt.set(body.data!.id, { at, to });
  // The event may have come before the answer.
  const early = arrived.get(`${to}:${body.data!.id}`);
  if (early !== undefined) latencies.push(early - at);
}

const total = options.rate * options.seconds;
const sends: Promise<void>[] = [];
const start = Date.now();
for (let n = 0; n < total; n += 1) {
  const due = start + (n * 1000) / options.rate;
  await new Promise((r) => setTimeout(r, Math.max(0, due - Date.now())));
  sends.push(send(n));
}
await Promise.all(sends);
await new Promise((r) => setTimeout(r, 2000));

const sorted = latencies.sort((x, y) => x - y);
const result: ClientsResult = {
  connected: options.tickets.length,
  connectSeconds,
  sent: total,
  delivered: sorted.length,
  duplicates,
  p50Ms: quantile(sorted, 0.5),
  p99Ms: quantile(sorted, 0.99),
  maxMs: sorted.at(-1) ?? 0,
  sendP50Ms: quantile(sendTimes, 0.5),
  sendP99Ms: quantile(sendTimes, 0.99),
};
process.stdout.write(`${JSON.stringify(result)}\n`);
process.exit(0);
