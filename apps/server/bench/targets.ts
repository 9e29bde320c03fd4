import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
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

/**
 * A benchmark's data directory: a fresh one, removed by `cleanup`, or with `keep` the one of that
 * name, made if missing and kept, so that a later run reuses what this one seeded.
 */
async function dataDir(keep: string | undefined) {
  if (!keep) {
    const dir = await mkdtemp(join(tmpdir(), 'huaren-bench-'));
    return { dir, cleanup: () => rm(dir, { recursive: true, force: true }) };
  }
  const dir = join(tmpdir(), `huaren-bench-keep-${keep}`);
  await mkdir(dir, { recursive: true });
  return { dir, cleanup: async () => undefined };
}

async function sqliteTarget(keep: string | undefined): Promise<BenchTarget> {
  const { dir, cleanup } = await dataDir(keep && `sqlite-${keep}`);
  return {
    dialect: 'sqlite',
    env: { DATA_DIR: dir },
    seed: { dialect: 'sqlite', file: join(dir, 'app.db') },
    cleanup,
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

/** A schema of its own in the given database, dropped afterwards unless kept. */
async function postgresTarget(url: string, keep: string | undefined): Promise<BenchTarget> {
  const { dir, cleanup: removeDir } = await dataDir(keep && `postgres-${keep}`);
  const schema = keep
    ? `bench_keep_${keep.replace(/\W/g, '_')}`
    : `bench_${randomBytes(4).toString('hex')}`;
  const admin = (statement: string) => runStatement(url, statement);
  await admin(`create schema if not exists ${schema}`);
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  return {
    dialect: 'postgres',
    env: { DATA_DIR: dir, DATABASE_URL: scoped.toString() },
    seed: { dialect: 'postgres', url: scoped.toString() },
    async cleanup() {
      if (keep) return;
      await admin(`drop schema ${schema} cascade`);
      await removeDir();
    },
  };
}

/**
 * The dialects asked for; PostgreSQL only when DATABASE_URL or TEST_DATABASE_URL names one. With
 * `keep`, each dialect's database of that name is kept between runs (`posts.ts --keep`).
 */
export async function makeTargets(
  dialects: readonly string[],
  progress: (text: string) => void,
  keep?: string,
): Promise<BenchTarget[]> {
  const targets: BenchTarget[] = [];
  if (dialects.includes('sqlite')) targets.push(await sqliteTarget(keep));
  if (dialects.includes('postgres')) {
    const url = [process.env.DATABASE_URL, process.env.TEST_DATABASE_URL].find(
      (u) => u && /^postgres(ql)?:\/\//.test(u),
    );
    if (url) targets.push(await postgresTarget(url, keep));
    else progress('(PostgreSQL skipped: set DATABASE_URL or TEST_DATABASE_URL to include it)');
  }
  return targets;
}
