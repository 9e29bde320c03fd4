import pg from 'pg';
import type { Delivery, RealtimeBus } from './bus';

interface Log {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 15_000;

/**
 * PostgreSQL LISTEN/NOTIFY between instances (decision 0036): each process keeps one dedicated
 * connection listening, outside the pool (a pooled client would be handed to queries), and
 * reconnects with backoff when it drops, LISTENing again and asking its streams to resync, since
 * notifications sent meanwhile are lost. The channel is named by the schema, so deployments (and
 * test files) sharing a database never hear each other.
 */
export function createPgBus(connectionString: string, log: Log): RealtimeBus {
  let handlers: Parameters<RealtimeBus['subscribe']>[0] | undefined;
  let client: pg.Client | undefined;
  let closed = false;
  let retryMs = RETRY_MIN_MS;
  let timer: NodeJS.Timeout | undefined;
  let channel: Promise<string> | undefined;
  let connectedOnce = false;

  const channelOf = async (c: pg.Client | pg.Pool) => {
    const { rows } = await c.query<{ s: string }>('select current_schema() as s');
    return `huaren_rt_${rows[0]!.s}`.slice(0, 63);
  };
  // Publishing uses a small pool of its own: the app's pool may be saturated by the very requests
  // whose messages are being announced.
  const publisher = new pg.Pool({ connectionString, max: 2 });
  publisher.on('error', (err) => log.warn({ err }, 'realtime publisher connection lost'));

  async function listen(): Promise<void> {
    if (closed) return;
    const next = new pg.Client({ connectionString });
    next.on('error', (err) => {
      log.warn({ err }, 'realtime listener connection lost; reconnecting');
      drop(next);
    });
    next.on('end', () => drop(next));
    try {
      await next.connect();
      const name = await channelOf(next);
      next.on('notification', (n) => {
        if (n.channel !== name || !n.payload) return;
        try {
          handlers?.deliver(JSON.parse(n.payload) as Delivery);
        } catch (err) {
          log.warn({ err }, 'realtime notification unreadable');
        }
      });
      await next.query(`listen "${name}"`);
      if (closed) return void next.end().catch(() => undefined);
      client = next;
      retryMs = RETRY_MIN_MS;
      if (connectedOnce) {
        log.info({ channel: name }, 'realtime listener back');
        handlers?.resync();
      }
      connectedOnce = true;
    } catch (err) {
      log.warn({ err }, 'realtime listener could not connect; retrying');
      drop(next);
    }
  }

  function drop(which: pg.Client): void {
    which.removeAllListeners('notification');
    void which.end().catch(() => undefined);
    if (client && client !== which) return;
    client = undefined;
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void listen();
    }, retryMs);
    timer.unref();
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  }

  return {
    async publish(delivery) {
      channel ??= channelOf(publisher);
      await publisher.query('select pg_notify($1, $2)', [await channel, JSON.stringify(delivery)]);
    },
    subscribe(h) {
      handlers = h;
      return listen();
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      await client?.end().catch(() => undefined);
      await publisher.end();
    },
  };
}
