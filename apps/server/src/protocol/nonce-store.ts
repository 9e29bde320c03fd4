import type { Db } from '../db/database';
import type { Clock } from '../lib/clock';
import { createNonceRepository } from './nonce.repository';

/**
 * Where used nonces are remembered. It must be shared by every server instance (a nonce seen by
 * one is refused by all), so it lives in the database; a Redis version would fit the same shape.
 */
export interface NonceStore {
  /** True if the nonce was unused and is now taken until `expiresAt`; false if it is taken. */
  claim(nonce: string, expiresAt: number): Promise<boolean>;
  /** Forgets nonces whose time has passed; answers how many. */
  purgeExpired(now: number): Promise<number>;
}

interface Pending {
  nonce: string;
  expiresAt: number;
  resolve(claimed: boolean): void;
  reject(err: unknown): void;
}

/** Far below SQLite's limit of bound parameters (two per row). */
const MAX_BATCH = 500;

/**
 * Claims are batched: every claim made during one turn of the event loop goes to the database
 * in a single INSERT, which under load saves most of a round trip (PostgreSQL) or a commit
 * (SQLite) per request. A lone request waits for no one: its batch is sent on the next turn.
 */
export function createSqlNonceStore(db: Db, now: Clock = Date.now): NonceStore {
  const nonces = createNonceRepository(db);
  let queue: Pending[] = [];

  async function flush(batch: Pending[]): Promise<void> {
    // A nonce twice in one batch: the first may win, the repeat is a replay.
    const first = new Map<string, Pending>();
    for (const item of batch) {
      if (first.has(item.nonce)) item.resolve(false);
      else first.set(item.nonce, item);
    }
    const rows = [...first.values()];
    try {
      const claimed = await nonces.claim(rows, now());
      const won = new Set(claimed);
      for (const r of rows) r.resolve(won.has(r.nonce));
    } catch (err) {
      for (const r of rows) r.reject(err);
    }
  }

  return {
    claim(nonce, expiresAt) {
      return new Promise<boolean>((resolve, reject) => {
        if (queue.length === 0) {
          setImmediate(() => {
            const batch = queue;
            queue = [];
            for (let i = 0; i < batch.length; i += MAX_BATCH) {
              void flush(batch.slice(i, i + MAX_BATCH));
            }
          });
        }
        queue.push({ nonce, expiresAt, resolve, reject });
      });
    },

    purgeExpired: (now) => nonces.purgeExpired(now),
  };
}
