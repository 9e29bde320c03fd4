import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { requestsIdle } from '../src/db/request-load';
import { useTestApp } from './support/app';
import { streamOf } from './support/event-stream';
import { createSessionUser } from './support/posts';

/** A route that answers when the test says, to hold a request in flight. */
let answerHeld = () => {};
const ctx = useTestApp({
  configure: (app) =>
    app.get(
      '/test/held',
      () => new Promise<string>((resolve) => (answerHeld = () => resolve('ok'))),
    ),
});

const idleWithin = (ms: number) =>
  Promise.race([
    requestsIdle(60_000).then(() => 'idle'),
    new Promise((resolve) => setTimeout(() => resolve('busy'), ms)),
  ]);

function heldRequest(baseUrl: string) {
  const req = request(`${baseUrl}/test/held`);
  const answered = new Promise<void>((resolve) => {
    req.on('response', (res) => res.resume().on('end', resolve));
    req.on('error', () => resolve());
  });
  req.end();
  return { answered, abandon: () => req.destroy() };
}

describe('the requests background jobs give way to (decision 0024)', () => {
  it('counts a request until it is answered or abandoned, and never an open stream', async () => {
    const t = ctx();
    const user = await createSessionUser(t);
    const stream = await streamOf(t, user.token);
    try {
      expect(stream.status).toBe(200);
      await fetch(`${t.baseUrl}/v1/no/such/call/`);
      expect(await idleWithin(2_000)).toBe('idle');

      const answered = heldRequest(t.baseUrl);
      await expect.poll(() => idleWithin(20), { timeout: 15_000 }).toBe('busy');
      answerHeld();
      await answered.answered;
      expect(await idleWithin(2_000)).toBe('idle');

      const abandoned = heldRequest(t.baseUrl);
      await expect.poll(() => idleWithin(20), { timeout: 15_000 }).toBe('busy');
      abandoned.abandon();
      expect(await idleWithin(2_000)).toBe('idle');
      answerHeld();
    } finally {
      stream.close();
    }
  });
});
