import { Code, defineCall } from '@huaren/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerCall } from '../src/lib/register-call';
import { startTestApp } from './support/app';
import { readEnvelope } from './support/client';

const slow = defineCall('GET /v1/test/slow/', {
  input: z.object({}),
  output: z.object({ finished: z.boolean() }),
  auth: 'visitor',
  summary: 'test',
});

describe('graceful shutdown', () => {
  it('finishes a request in flight, then refuses new connections and closes the database', async () => {
    let started!: () => void;
    const inHandler = new Promise<void>((resolve) => (started = resolve));
    const running = await startTestApp({
      configure: (app) =>
        registerCall(app, slow, async () => {
          started();
          await new Promise((resolve) => setTimeout(resolve, 300));
          return { finished: true };
        }),
    });
    try {
      const inFlight = running.client.fetch(slow.path);
      await inHandler;
      const closed = running.app.close();
      expect(await readEnvelope(await inFlight)).toEqual({
        code: Code.ok,
        data: { finished: true },
      });
      await closed;
      await expect(fetch(`${running.baseUrl}/healthz`)).rejects.toThrow();
    } finally {
      await running.database.drop();
    }
  });
});
