/**
 * Issue 19's real-time benchmark (decision 0036): 1,000 message streams connected to one server,
 * and 50 messages a second for 20 s between pairs of them; prints each message's delivery time
 * (send to arrival on the recipient's stream) at p50 and p99, anything lost or repeated, and the
 * server's memory before the streams connected and after the run. The clients run in a child
 * process (realtime-clients.ts); protocol checks are off (bench:protocol measures them).
 *
 *   npm run bench:realtime -w apps/server -- --clients 1000 --rate 50 --seconds 20 --dialects sqlite
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { Header, openConversation } from '@huaren/contract';
import { buildApp } from '../src/app';
import { hashSessionToken } from '../src/auth/token';
import { loadConfig } from '../src/config';
import { createTicketRepository } from '../src/modules/messages/ticket.repository';
import { insertUsers, sessionOf } from './accounts';
import { runLoadScript } from './child-load';
import { benchFlags } from './flags';
import type { ClientsOptions, ClientsResult } from './realtime-clients';
import { makeTargets } from './targets';

const flags = benchFlags({ clients: '1000', rate: '50', seconds: '20', dialects: 'sqlite' });
const CLIENTS = Number(flags.clients);
const progress = (text: string) => process.stderr.write(`${text}\n`);
const MIB = 1024 * 1024;
const memory = () => {
  const m = process.memoryUsage();
  return { rssMiB: +(m.rss / MIB).toFixed(1), heapMiB: +(m.heapUsed / MIB).toFixed(1) };
};

for (const target of await makeTargets(flags.dialects.split(','), progress)) {
  const env = { ...target.env, LOG_LEVEL: 'error', WEB_DIST: join(target.env.DATA_DIR!, 'none') };
  const app = await buildApp(loadConfig(env), { protocolChecks: false });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no TCP address');
    const baseUrl = `http://127.0.0.1:${address.port}`;

    progress(`${target.dialect}: ${CLIENTS} users, ${CLIENTS / 2} conversations`);
    const users = await insertUsers(app, CLIENTS, `rt_${target.dialect}_`);
    const tokens = await Promise.all(users.map((id) => sessionOf(app, id)));
    const pairs: ClientsOptions['pairs'] = [];
    for (let a = 0; a + 1 < CLIENTS; a += 2) {
      const res = await app.inject({
        method: 'POST',
        url: openConversation.path,
        headers: { [Header.token]: tokens[a]!, 'content-type': 'application/json' },
        payload: { userId: users[a + 1] },
      });
      const conversationId = (res.json() as { data: { id: number } }).data.id;
      pairs.push({ a, b: a + 1, conversationId, tokenA: tokens[a]!, tokenB: tokens[a + 1]! });
    }
    // Tickets straight into the table, long-lived: opening 1,000 streams may take longer than one.
    const tickets = createTicketRepository(app.db);
    const ticketOf = async (i: number) => {
      const ticket = randomBytes(32).toString('base64url');
      const session = hashSessionToken(tokens[i]!);
      await tickets.issue(hashSessionToken(ticket), users[i]!, session, Date.now() + 600_000);
      return ticket;
    };
    const ticketList = await Promise.all(users.map((_, i) => ticketOf(i)));

    global.gc?.();
    const before = memory();
    progress(
      `${target.dialect}: connecting ${CLIENTS} streams, then ${flags.rate}/s for ${flags.seconds} s`,
    );
    const result = await runLoadScript<ClientsOptions, ClientsResult>(
      join(import.meta.dirname, 'realtime-clients.ts'),
      {
        baseUrl,
        tickets: ticketList,
        pairs,
        rate: Number(flags.rate),
        seconds: Number(flags.seconds),
      },
    );
    const after = { ...memory(), streams: app.realtime.hub.count() };
    process.stdout.write(
      `${target.dialect}: ${result.connected} streams (connected in ${result.connectSeconds} s), ` +
        `${result.sent} messages, ${result.delivered} delivered, ${result.duplicates} repeated; ` +
        `delivery p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, max ${result.maxMs} ms ` +
        `(the send call alone: p50 ${result.sendP50Ms} ms, p99 ${result.sendP99Ms} ms); ` +
        `server RSS ${before.rssMiB} → ${after.rssMiB} MiB, heap ${before.heapMiB} → ` +
        `${after.heapMiB} MiB, ${after.streams} streams open at the end\n`,
    );
  } finally {
    await app.close();
    await target.cleanup();
  }
}
