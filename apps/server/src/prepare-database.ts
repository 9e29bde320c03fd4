import type { Config } from './config';
import { openDatabase, type Db } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedIfEmpty } from './db/seed';
import type { Clock } from './lib/clock';
import type { BoundRebuild } from './lib/rebuild';
import type { ImageLookup } from './core/images';
import { createImageLookup } from './modules/uploads/image-lookup';
import { derivedData } from './rebuilds';
import { openObjectStore } from './storage/open-store';
import type { ObjectStore } from './storage/object-store';

interface Log {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface PreparedDatabase {
  db: Db;
  imageStore: ObjectStore;
  images: ImageLookup;
}

/**
 * Opens the store and brings it up to date: migrations, the launch seed, derived data older than
 * the code. Each server process does it before answering (a no-op once done); with several
 * workers the primary does it first, alone (decision 0046). The database is closed on failure.
 */
export async function openPreparedDatabase(
  config: Config,
  log: Log,
  now: Clock,
): Promise<PreparedDatabase> {
  const db = openDatabase(config.database, log);
  const imageStore = openObjectStore(config.storage);
  const images = createImageLookup(db, imageStore);
  try {
    await migrateToLatest(db);
    await seedIfEmpty(db);
    await rebuildStale(derivedData(db, { now: now(), imageIdOf: images.idOfUrl }), log);
  } catch (err) {
    await db.destroy();
    throw err;
  }
  return { db, imageStore, images };
}

/**
 * Derived data older than the code (a new tokenizer, a new article renderer) is rebuilt before the
 * app answers: searches on a half-old index would miss posts. Run `npm run rebuild` before a
 * deploy to keep this short.
 */
async function rebuildStale(rebuilds: BoundRebuild[], log: Log) {
  for (const { name, run } of rebuilds) {
    const { version, rebuilt } = await run({
      onBatch: ({ through }) => log.info({ data: name, through }, 'rebuilding'),
    });
    if (rebuilt > 0) log.info({ data: name, version, rows: rebuilt }, 'rebuilt');
  }
}
