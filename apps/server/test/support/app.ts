import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type AppOptions } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { createTestClient, type TestClient } from './client';
import { createTestClock, type TestClock } from './clock';
import { createTestDatabase, type TestDatabase } from './database';
import { startTestStore, type TestStoreKind } from './s3';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: TestDatabase;
  baseUrl: string;
  client: TestClient;
  /** The app's clock; advance it instead of sleeping. */
  clock: TestClock;
  close(): Promise<void>;
}

export interface TestAppOptions extends AppOptions {
  /**
   * Environment on top of the test database's; WEB_DIST defaults to a folder that does not exist,
   * TRUST_PROXY to loopback (so a test picks its client's IP with X-Forwarded-For).
   */
  env?: Record<string, string>;
  /** Adds test-only routes before the app is ready. */
  configure?: (app: FastifyInstance) => void;
  /** The uploads' store; TEST_OBJECT_STORE's (the disk store when unset) by default. */
  store?: TestStoreKind;
}

/** The real app on a fresh database, listening on a free port. */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { env, configure, store: storeKind, ...appOptions } = options;
  const database = await createTestDatabase();
  const store = await startTestStore(storeKind);
  const clock = createTestClock();
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    WEB_DIST: join(database.dataDir, 'no-web-build'),
    TRUST_PROXY: 'loopback',
    ...database.env,
    ...store.env,
    ...env,
  });
  let app: FastifyInstance | undefined;
  try {
    app = await buildApp(config, { now: clock.now, ...appOptions });
    configure?.(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
  } catch (err) {
    await app?.close();
    await database.drop();
    await store.close();
    throw err;
  }
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  const baseUrl = `http://127.0.0.1:${address.port}`;
  const running = app;
  return {
    app: running,
    config,
    database,
    baseUrl,
    client: createTestClient(baseUrl, config.signSalt, clock.now),
    clock,
    async close() {
      await running.close();
      await database.drop();
      await store.close();
    },
  };
}

/**
 * Another instance of the app on `t`'s database and clock (a second server, or the app after an
 * upgrade), listening, with a client of its own; the caller closes `app`.
 */
export async function startAnotherApp(
  t: Pick<TestApp, 'config' | 'clock'>,
): Promise<{ app: FastifyInstance; client: TestClient }> {
  const app = await buildApp(t.config, { now: t.clock.now });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
  } catch (err) {
    await app.close();
    throw err;
  }
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  const baseUrl = `http://127.0.0.1:${address.port}`;
  return { app, client: createTestClient(baseUrl, t.config.signSalt, t.clock.now) };
}

/** One app for the whole test file: started before its tests, closed and dropped after. */
export function useTestApp(options: TestAppOptions = {}): () => TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await startTestApp(options);
  });
  afterAll(async () => {
    await current?.close();
  });
  return () => {
    if (!current) throw new Error('the test app failed to start (see beforeAll)');
    return current;
  };
}
