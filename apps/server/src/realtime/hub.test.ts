import type { ServerResponse } from 'node:http';
import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { createLocalBus } from './bus';
import { createHub, type Hub, type Stream } from './hub';

/** A stream whose written events are kept as text, as the browser would read them. */
function streamOf(userId: number) {
  const raw = new PassThrough();
  let text = '';
  raw.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const stream: Stream = {
    userId,
    sessionHash: 'h',
    raw: raw as unknown as ServerResponse,
    pending: [],
  };
  const ids = () => [...text.matchAll(/^id: (\d+)$/gm)].map((m) => Number(m[1]));
  return { stream, ids };
}

describe('the hub after a catch-up', () => {
  let hub: Hub | undefined;
  afterEach(() => hub?.close());

  it('sends a message once when its live event comes after the catch-up that sent it', async () => {
    const bus = createLocalBus();
    hub = createHub(bus, () => Promise.resolve(new Set(['h'])), { warn() {} }, 60_000);
    await hub.ready;
    const { stream, ids } = streamOf(7);
    hub.add(stream);
    const message = (id: number) => ({ userIds: [7], event: { name: 'message', id, data: {} } });
    // 12 arrives live during the catch-up, which sent 11 to 13; 13's event comes after it.
    await bus.publish(message(12));
    stream.raw.write('id: 11\n\nid: 12\n\nid: 13\n\n');
    hub.release(stream, new Set([11, 12, 13]));
    await bus.publish(message(13));
    await bus.publish(message(14));
    await bus.publish(message(15));
    await new Promise((resolve) => setImmediate(resolve));
    expect(ids()).toEqual([11, 12, 13, 14, 15]);
  });
});
