import cluster from 'node:cluster';
import { createSessionRepository } from '../auth/session.repository';
import type { DatabaseConfig } from '../config';
import type { Db } from '../db/database';
import type { Clock } from '../lib/clock';
import { createLocalBus, type Delivery, type RealtimeBus } from './bus';
import { createClusterBus } from './cluster-bus';
import { createHub, type Hub } from './hub';
import { createPgBus } from './pg-bus';

export interface Realtime {
  /**
   * Announces an event to users' streams on every instance. Call it after the transaction that
   * made the change committed; it never throws (a lost announcement is caught up by the client's
   * slow poll), so a stored message is never answered as failed.
   */
  publish(delivery: Delivery): Promise<void>;
  hub: Hub;
  close(): Promise<void>;
}

interface Log {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

/**
 * The bus the database implies (decision 0036): LISTEN/NOTIFY on PostgreSQL, which reaches every
 * process; on SQLite in-process, relayed through the primary when this is one of several workers
 * (decision 0046).
 */
export function createRealtime(
  database: DatabaseConfig,
  db: Db,
  now: Clock,
  log: Log,
  heartbeatMs?: number,
): Realtime {
  const bus = busFor(database, log);
  const sessions = createSessionRepository(db);
  const hub = createHub(bus, (hashes) => sessions.liveAmong(hashes, now()), log, heartbeatMs);
  return {
    async publish(delivery) {
      try {
        await bus.publish(delivery);
      } catch (err) {
        log.warn({ err }, 'realtime publish failed');
      }
    },
    hub,
    async close() {
      hub.close();
      await bus.close();
    },
  };
}

function busFor(database: DatabaseConfig, log: Log): RealtimeBus {
  if (database.dialect === 'postgres') return createPgBus(database.url, log);
  return cluster.isWorker ? createClusterBus(process) : createLocalBus();
}
