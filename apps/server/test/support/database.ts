import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export type TestDialect = 'sqlite' | 'postgres';

/** A database of its own for one test file, described as the environment the server reads. */
export interface TestDatabase {
  dialect: TestDialect;
  /** DATA_DIR (always a fresh temp dir) and, on PostgreSQL, DATABASE_URL. */
  env: Record<string, string>;
  dataDir: string;
  drop(): Promise<void>;
}

export function testDialect(): TestDialect {
  const dialect = process.env.TEST_DIALECT ?? 'sqlite';
  if (dialect !== 'sqlite' && dialect !== 'postgres') {
    throw new Error(`TEST_DIALECT must be sqlite or postgres, not ${dialect}`);
  }
  return dialect;
}

/**
 * SQLite: a fresh file in a temp dir. PostgreSQL: a fresh schema in TEST_DATABASE_URL, selected
 * through search_path, dropped afterwards. The PostgreSQL suite fails rather than skips without
 * its URL: a suite that silently runs nothing would read as green.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const dialect = testDialect();
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (dialect === 'postgres' && !baseUrl) {
    throw new Error(
      'The api-postgres suite needs TEST_DATABASE_URL, e.g. ' +
        'TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx vitest run --project api-postgres',
    );
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'huaren-api-'));
  const removeDir = () => rm(dataDir, { recursive: true, force: true });
  if (dialect === 'sqlite' || !baseUrl) {
    return { dialect: 'sqlite', env: { DATA_DIR: dataDir }, dataDir, drop: removeDir };
  }

  const schema = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withClient(baseUrl, (client) => client.query(`create schema ${schema}`));
  const url = new URL(baseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    dialect: 'postgres',
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    dataDir,
    async drop() {
      await withClient(baseUrl, (client) => client.query(`drop schema ${schema} cascade`));
      await removeDir();
    },
  };
}

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
