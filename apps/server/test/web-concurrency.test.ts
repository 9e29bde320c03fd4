import { Code, DEFAULT_SIGN_SALT, isLogin, logout, sendMessage, userInfo } from '@huaren/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from './support/app';
import { createTestClient } from './support/client';
import { streamOf } from './support/event-stream';
import { createUser, loginAs } from './support/factories';
import { sellerAndBuyer, say } from './support/messages';
import { answeredBy, pinnedConnection, type PinnedConnection } from './support/pinned-connection';
import {
  startServerProcess,
  stopServerProcess,
  type ServerProcess,
} from './support/server-process';

interface OnWorker extends PinnedConnection {
  pid: number;
}

/** Waits until `check` holds (a worker starting under load may take a while). */
async function until(check: () => boolean, what: string): Promise<void> {
  for (let tries = 0; tries < 1200; tries++) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`still waiting for ${what}`);
}

const isMessage = (id: number) => (e: { event: string; id?: string }) =>
  e.event === 'message' && e.id === String(id);

// Decision 0046: the server started with WEB_CONCURRENCY=2 is a primary and two workers sharing
// one port and the database. This file's in-process app writes users and sessions straight into
// the same database; every call under test goes to the workers.
describe('WEB_CONCURRENCY=2: two worker processes on one port', { timeout: 240_000 }, () => {
  const ctx = useTestApp();
  let server: ServerProcess;

  beforeAll(async () => {
    server = await startServerProcess(ctx().database, {
      WEB_CONCURRENCY: '2',
      TRUST_PROXY: 'loopback',
    });
  }, 120_000);
  afterAll(async () => {
    if (server) await stopServerProcess(server);
  }, 60_000);

  /** The test app's helpers, with their calls sent to the workers (through `pinned` if given). */
  const viaWorkers = (pinned?: PinnedConnection): TestApp & { fetch?: typeof fetch } => ({
    ...ctx(),
    baseUrl: server.baseUrl,
    client: createTestClient(server.baseUrl, DEFAULT_SIGN_SALT, Date.now, pinned?.fetch),
    ...(pinned ? { fetch: pinned.fetch } : {}),
  });

  /** Which worker a new connection reached. */
  async function connect(): Promise<OnWorker> {
    const connection = pinnedConnection(server.baseUrl);
    const res = await connection.fetch(`${server.baseUrl}/healthz`);
    await res.text();
    return { ...connection, pid: await answeredBy(res, server.output) };
  }

  /** One connection to each worker: new connections go to the workers in turn. */
  async function oneOnEach(): Promise<[OnWorker, OnWorker]> {
    const found = new Map<number, OnWorker>();
    for (let tries = 0; tries < 20 && found.size < 2; tries++) {
      const connection = await connect();
      if (found.has(connection.pid)) await connection.close();
      else found.set(connection.pid, connection);
    }
    const both = [...found.values()];
    if (both.length !== 2) throw new Error('twenty connections all reached one worker');
    return both as [OnWorker, OnWorker];
  }

  /** The pids the primary announced when all its workers first listened. */
  const announcedPids = () =>
    JSON.parse(/"pids":(\[[\d,]+\])/.exec(server.output())![1]!) as number[];

  it('new connections reach both workers, the two processes the primary forked', async () => {
    const [a, b] = await oneOnEach();
    try {
      expect([a.pid, b.pid].sort()).toEqual([...announcedPids()].sort());
      expect(announcedPids()).not.toContain(server.child.pid);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('a login on one worker answers on the other, and a logout on the other ends it', async () => {
    const [a, b] = await oneOnEach();
    try {
      const user = await createUser(ctx());
      const token = await loginAs(viaWorkers(a), user);
      const onB = viaWorkers(b).client;
      const me = await onB.call(userInfo, {}, { token });
      expect(me.code).toBe(Code.ok);
      expect(me.data!.id).toBe(user.id);
      expect((await onB.call(logout, { id: user.id }, { token })).code).toBe(Code.ok);
      expect(await viaWorkers(a).client.call(isLogin, {}, { token })).toEqual({
        code: Code.ok,
        data: { login: false },
      });
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('concurrent writes from many connections all succeed on both workers, and every one is stored', async () => {
    const t = viaWorkers();
    const pairs = await Promise.all(Array.from({ length: 8 }, () => sellerAndBuyer(t)));
    const EACH = 15;
    const codes: number[] = [];
    // 16 writers at once: the connections they open are spread over both workers.
    await Promise.all(
      pairs.flatMap(({ seller, buyer, conversation }) =>
        [seller, buyer].map(async (user) => {
          for (let i = 0; i < EACH; i++) {
            const res = await t.client.call(
              sendMessage,
              { conversationId: conversation.id, text: `${user.nickName} 的第 ${i} 条` },
              { token: user.token },
            );
            codes.push(res.code);
          }
        }),
      ),
    );
    expect(codes.filter((code) => code !== Code.ok)).toEqual([]);
    expect(codes).toHaveLength(pairs.length * 2 * EACH);
    for (const { conversation } of pairs) {
      const stored = await ctx()
        .app.db.selectFrom('messages')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('conversation_id', '=', conversation.id)
        .executeTakeFirstOrThrow();
      expect(Number(stored.n)).toBe(2 * EACH);
    }
    const sentBy = new Set(
      [...server.output().matchAll(/"pid":(\d+),[^\n]*"url":"\/v1\/user\/messages\/send\/?"/g)].map(
        (m) => m[1],
      ),
    );
    expect(sentBy.size).toBe(2);
  });

  it("a message sent through one worker reaches the reader's stream held by the other", async () => {
    const [a, b] = await oneOnEach();
    try {
      const { seller, buyer, conversation } = await sellerAndBuyer(viaWorkers());
      const reader = await streamOf(viaWorkers(b), seller.token);
      expect(reader.status).toBe(200);
      try {
        const sent = await say(viaWorkers(a), buyer.token, conversation.id, '从另一个进程发出');
        await reader.next(isMessage(sent.id));
      } finally {
        reader.close();
      }
      // The sender's connection stayed on its worker throughout.
      const res = await a.fetch(`${server.baseUrl}/healthz`);
      await res.text();
      expect(await answeredBy(res, server.output)).toBe(a.pid);
      expect(a.pid).not.toBe(b.pid);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('a worker that dies is replaced, and the server answers on new connections meanwhile', async () => {
    const [dead, survivor] = announcedPids();
    const listening = () => (server.output().match(/Server listening at/g) ?? []).length;
    const before = listening();
    process.kill(dead!, 'SIGKILL');
    await until(
      () => server.output().includes('"msg":"a worker died; starting another"'),
      'the primary to see the death',
    );
    for (let i = 0; i < 5; i++) {
      const connection = await connect();
      expect(connection.pid).not.toBe(dead);
      await connection.close();
    }
    await until(() => listening() > before, 'the replacement to listen');
    expect(() => process.kill(dead!, 0)).toThrow();
    const [a, b] = await oneOnEach();
    await Promise.all([a.close(), b.close()]);
    expect([a.pid, b.pid]).toContain(survivor);
    expect([a.pid, b.pid]).not.toContain(dead);
  });

  it('SIGTERM drains every worker and the server exits 0', async () => {
    const [a, b] = await oneOnEach();
    await Promise.all([a.close(), b.close()]);
    await stopServerProcess(server);
    expect(server.child.exitCode).toBe(0);
    const output = server.output();
    expect(output).toContain('"failed":false,"msg":"all workers stopped"');
    for (const pid of [a.pid, b.pid]) {
      expect(output).toMatch(new RegExp(`"pid":${pid},[^\\n]*"msg":"closed"`));
      expect(() => process.kill(pid, 0)).toThrow();
    }
  });
});
