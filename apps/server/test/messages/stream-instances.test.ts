import { DEFAULT_SIGN_SALT } from '@huaren/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../support/app';
import { createTestClient } from '../support/client';
import { testDialect } from '../support/database';
import { streamOf } from '../support/event-stream';
import { say, sellerAndBuyer } from '../support/messages';
import {
  startServerProcess,
  stopServerProcess,
  type ServerProcess,
} from '../support/server-process';

const isMessage = (id: number) => (e: { event: string; id?: string }) =>
  e.event === 'message' && e.id === String(id);

// Instances meet only through PostgreSQL's LISTEN/NOTIFY; a SQLite file serves one process,
// whose in-process bus stream.test.ts covers.
describe.skipIf(testDialect() !== 'postgres')(
  'the message stream across two server processes on one PostgreSQL database (PostgreSQL only: SQLite serves one host)',
  { timeout: 240_000 },
  () => {
    // A: this process's app; B: the real server (main.ts) in a process of its own.
    const ctx = useTestApp();
    let b: ServerProcess | undefined;
    const startB = async () => {
      b = await startServerProcess(ctx().database);
      return { baseUrl: b.baseUrl, client: createTestClient(b.baseUrl, DEFAULT_SIGN_SALT) };
    };
    beforeAll(async () => void (await startB()), 120_000);
    afterAll(async () => {
      if (b) await stopServerProcess(b);
    }, 60_000);

    it('a reader on B gets a message sent through A within a second; after B restarts, the reconnect catches up without loss or repeats', async () => {
      const a = ctx();
      const { seller, buyer, conversation } = await sellerAndBuyer(a);
      let onB = { baseUrl: b!.baseUrl, client: createTestClient(b!.baseUrl, DEFAULT_SIGN_SALT) };
      const reader = await streamOf(onB, seller.token);
      expect(reader.status).toBe(200);

      const started = Date.now();
      const first = await say(a, buyer.token, conversation.id, '从 A 发出');
      await reader.next(isMessage(first.id), 1000);
      expect(Date.now() - started).toBeLessThan(1000);

      // B restarts (a deploy): its streams end, messages keep coming through A meanwhile.
      await stopServerProcess(b!);
      await reader.ended;
      const missed = [];
      for (const text of ['重启时一', '重启时二', '重启时三']) {
        missed.push((await say(a, buyer.token, conversation.id, text)).id);
      }
      onB = await startB();
      const again = await streamOf(onB, seller.token, { lastEventId: first.id, header: true });
      await again.next(isMessage(missed.at(-1)!));
      const live = await say(a, buyer.token, conversation.id, '重启之后');
      await again.next(isMessage(live.id), 1000);
      await new Promise((r) => setTimeout(r, 300));
      expect(again.messageIds()).toEqual([...missed, live.id]);
      again.close();
    });
  },
);
