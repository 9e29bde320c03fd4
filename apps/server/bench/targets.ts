import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { SeedTarget } from './posts-seed';

/** A fresh database for one dialect: the server's environment, the loader's target, cleanup. */
export interface BenchTarget {
  dialect: 'sqlite' | 'postgres';
  env: Record<string, string>;
  seed: SeedTarget;
  cleanup(): Promise<void>;
}

async function sqliteTarget(): Promise<BenchTarget> {
  const dir = await mkdtemp(join(tmpdir(), 'huaren-bench-'));
  return {
    dialect: 'sqlite',
    env: { DATA_DIR: dir },
    seed: { dialect: 'sqlite', file: join(dir, 'app.db') },
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
}

/** One statement on its own connection (creating and dropping schemas and databases). */
export async function runStatement(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A schema of its own in the given database, dropped afterwards. */
async function postgresTarget(url: string): Promise<BenchTarget> {
  const dir = await mkdtemp(join(tmpdir(), 'huaren-bench-'));
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const admin = (statement: string) => runStatement(url, statement);
  await admin(`create schema ${schema}`);
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  return {
    dialect: 'postgres',
    env: { DATA_DIR: dir, DATABASE_URL: scoped.toString() },
    seed: { dialect: 'postgres', url: scoped.toString() },
    async cleanup() {
      await admin(`drop schema ${schema} cascade`);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** The dialects asked for; PostgreSQL only when DATABASE_URL or TEST_DATABASE_URL names one. */
export async function makeTargets(
  dialects: readonly string[],
  progress: (text: string) => void,
): Promise<BenchTarget[]> {
  const targets: BenchTarget[] = [];
  if (dialects.includes('sqlite')) targets.push(await sqliteTarget());
  if (dialects.includes('postgres')) {
    const url = [process.env.DATABASE_URL, process.env.TEST_DATABASE_URL].find(
      (u) => u && /^postgres(ql)?:\/\//.test(u),
    );
    if (url) targets.push(await postgresTarget(url));
    else progress('(PostgreSQL skipped: set DATABASE_URL or TEST_DATABASE_URL to include it)');
  }
  return targets;
}
