/**
 * Issue 18's saved-search benchmark (decision 0026): the publish call's median and p99 with 0 and
 * with 10,000 saved searches in the database, and how many posts a second the matching job gets
 * through against them. One server per dialect on a fresh database (SQLite in a temporary folder;
 * PostgreSQL in a schema of its own when DATABASE_URL or TEST_DATABASE_URL names one), its job
 * worker on, as in production: the publish calls are sent one after another over HTTP while the
 * worker matches the posts before them. Protocol checks are off (bench:protocol measures them).
 *
 *   npm run bench:saved-searches -w apps/server -- --searches 10000 --posts 300 --dialects sqlite
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { Header, newPost } from '@huaren/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { isPostgres } from '../src/db/dialect';
import { matchSearchesJob } from '../src/modules/posts/saved-searches/match-job';
import { createSearchMatcher } from '../src/modules/posts/saved-searches/matcher';
import { createTokenIndex } from '../src/modules/posts/saved-searches/token-index';
import { insertUsers, sessionOf } from './accounts';
import { benchFlags } from './flags';
import { generatePosts, type GeneratedPost } from './posts-data';
import { median, quantile } from './search/measure';
import { makeTargets, type BenchTarget } from './targets';

const flags = benchFlags({
  searches: '10000',
  posts: '300',
  dialects: 'sqlite,postgres',
  /** `same`: the worker in the publishing process; `process`: in a process of its own. */
  worker: 'same,process',
  /** Rounds of the pair (without, then with the searches); the report gives their medians. */
  rounds: '3',
});
const ROUNDS = Number(flags.rounds);
const SEARCHES = Number(flags.searches);
const POSTS = Number(flags.posts);
const WARMUP = 20;
/** Authors of the published posts, each under the day's limit of posts. */
const AUTHORS = Math.ceil((WARMUP + POSTS) / 15);
/** Owners of the saved searches, 10 each (the limit is 20). */
const OWNERS = Math.ceil(SEARCHES / 10);
const progress = (text: string) => process.stderr.write(`${text}\n`);

interface Figures {
  dialect: string;
  worker: string;
  searches: number;
  medianMs: number;
  p99Ms: number;
  matchPerSec: number | null;
  hits: number;
  /** Seconds from the last publish's answer until every post was matched. */
  lagS: number;
}

/** Waits until no match job is queued or running; answers how long that took, in seconds. */
async function matchesDone(app: FastifyInstance): Promise<number> {
  const start = performance.now();
  for (;;) {
    const left = await app.db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('kind', '=', matchSearchesJob.kind)
      .where('status', '<>', 'failed')
      .executeTakeFirstOrThrow();
    if (Number(left.n) === 0) return (performance.now() - start) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The catalog ids of generated posts' names. */
async function namesToIds(app: FastifyInstance) {
  const regions = await app.db.selectFrom('regions').select(['id', 'name']).execute();
  const categories = await app.db.selectFrom('categories').select(['id', 'name']).execute();
  const region = new Map(regions.map((r) => [r.name, r.id]));
  const category = new Map(categories.map((c) => [c.name, c.id]));
  return (p: GeneratedPost) => ({
    regionId: region.get(p.region)!,
    categoryId: category.get(p.category)!,
  });
}

/**
 * Saved searches as people would keep them: a keyword cut from a generated title (two to four
 * characters), alone, with the post's metro, or a category with a metro or a state.
 */
async function seedSearches(app: FastifyInstance, count: number, tag: string): Promise<void> {
  const owners = await insertUsers(app, OWNERS, `owner_${tag}_`);
  const ids = await namesToIds(app);
  const places = await app.catalog.snapshot();
  const now = Date.now();
  let batch = [];
  let n = 0;
  for (const post of generatePosts({ count, seed: 7, firstId: 1 })) {
    const { regionId, categoryId } = ids(post);
    const title = [...post.title.replace(/[^\p{Script=Han}]/gu, '')];
    const start = n % Math.max(1, title.length - 4);
    const keyword = title.slice(start, start + 2 + (n % 3)).join('') || post.category;
    const state = places.place(regionId)?.stateId ?? regionId;
    const filter = [
      { keyword },
      { regionId, keyword },
      { regionId, categoryId },
      { regionId: state, categoryId, keyword },
    ][n % 4]!;
    batch.push({
      user_id: owners[n % owners.length]!,
      name: Object.values(filter).join(' · '),
      filter: JSON.stringify(filter),
      region_id: filter.regionId ?? null,
      category_id: 'categoryId' in filter ? filter.categoryId : null,
      opened_at: now,
      created_at: now,
    });
    n++;
    if (batch.length === 500) {
      await app.db.insertInto('saved_searches').values(batch).execute();
      batch = [];
    }
  }
  if (batch.length) await app.db.insertInto('saved_searches').values(batch).execute();
  // Written straight to the table: filed in the index of keywords as the save call would.
  const start = performance.now();
  await createTokenIndex(app.db).rebuild(places.searchWords);
  progress(`filed ${count} searches in ${((performance.now() - start) / 1000).toFixed(1)} s`);
  // A site's autovacuum keeps the planner's statistics; 10,000 rows written a moment ago have none.
  if (isPostgres(app.db)) await sql`analyze saved_searches, saved_search_tokens`.execute(app.db);
}

/** A server with the job worker in a process of its own, on the same database; answers its stop. */
async function workerProcess(env: Record<string, string>): Promise<() => Promise<void>> {
  const script = join(import.meta.dirname, 'saved-searches-worker.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', script, JSON.stringify(env)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await once(child.stdout, 'data');
  return async () => {
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
  };
}

async function measure(
  target: BenchTarget,
  searches: number,
  worker: string,
  round: number,
): Promise<Figures> {
  const tag = `${worker}_${round}`;
  const env = { ...target.env, LOG_LEVEL: 'error', WEB_DIST: join(target.env.DATA_DIR!, 'none') };
  const config = loadConfig({ ...env, JOBS_WORKER: worker === 'same' ? '1' : '0' });
  const app = await buildApp(config, { protocolChecks: false });
  // Before the worker starts (when the server is ready): the last round's backlog (matches,
  // notices) is not this round's work, and its searches go.
  for (const table of [
    'jobs',
    'saved_search_hits',
    'saved_search_tokens',
    'saved_searches',
  ] as const) {
    await app.db.deleteFrom(table).execute();
  }
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  const origin = `http://127.0.0.1:${address.port}`;
  let stopWorker: (() => Promise<void>) | undefined;
  try {
    if (searches > 0) await seedSearches(app, searches, tag);
    if (worker === 'process') stopWorker = await workerProcess(env);
    const authors = await insertUsers(app, AUTHORS, `author_${tag}_${searches}_`);
    const tokens = await Promise.all(authors.map((id) => sessionOf(app, id)));
    const ids = await namesToIds(app);
    const posts = [
      ...generatePosts({ count: WARMUP + POSTS, seed: 11 + searches + round, firstId: 1 }),
    ];
    const times: number[] = [];
    const published: number[] = [];
    for (const [i, post] of posts.entries()) {
      // The first WARMUP calls warm the JIT, the statement cache and the pool: not counted.
      const body = JSON.stringify({
        title: `${post.title.slice(0, 40)} ${i}`,
        content: post.content.length >= 10 ? post.content : `${post.content}，欢迎来电咨询。`,
        ...ids(post),
        price: post.price,
        contact: { wechat: 'bench_wx01' },
        images: [],
        location: null,
      });
      const start = performance.now();
      const res = await fetch(origin + newPost.path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [Header.token]: tokens[i % tokens.length]! },
        body,
      });
      const text = await res.text();
      if (i >= WARMUP) times.push(performance.now() - start);
      if (!text.startsWith('{"code":200')) throw new Error(`publish: ${text.slice(0, 200)}`);
      published.push((JSON.parse(text) as { data: { id: number } }).data.id);
    }
    // The worker matches what it did not reach while the publishes came.
    const lagS = await matchesDone(app);
    await app.jobs.stop();
    await stopWorker?.();
    stopWorker = undefined;
    // Throughput: the matching job of every published post again, one after another, on the
    // same searches (hits recorded already: the index is asked the same, nothing is written).
    let matchPerSec: number | null = null;
    if (searches > 0 && round === 1) {
      const matcher = createSearchMatcher({ ...app, jobs: app.jobs });
      const start = performance.now();
      for (const postId of published.slice(WARMUP)) await matcher.match({ postId });
      matchPerSec = POSTS / ((performance.now() - start) / 1000);
    }
    const hits = await app.db
      .selectFrom('saved_search_hits')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return {
      dialect: target.dialect,
      worker,
      searches,
      medianMs: median(times),
      p99Ms: quantile(times, 0.99),
      matchPerSec,
      hits: Number(hits.n),
      lagS,
    };
  } finally {
    await stopWorker?.();
    await app.close();
  }
}

/** One row of the report: the rounds' medians of one dialect, worker and number of searches. */
function summary(rounds: readonly Figures[]): Figures {
  const rates = rounds.flatMap((r) => (r.matchPerSec === null ? [] : [r.matchPerSec]));
  return {
    ...rounds[0]!,
    medianMs: median(rounds.map((r) => r.medianMs)),
    p99Ms: median(rounds.map((r) => r.p99Ms)),
    matchPerSec: rates.length > 0 ? median(rates) : null,
    lagS: median(rounds.map((r) => r.lagS)),
  };
}

const fmt = (n: number) => n.toFixed(1);
const rows: Figures[] = [];
const growth: string[] = [];
for (const target of await makeTargets(flags.dialects.split(','), progress)) {
  try {
    for (const worker of flags.worker.split(',')) {
      const without: Figures[] = [];
      const withSearches: Figures[] = [];
      // Alternating rounds: the machine's drift falls on both rows alike.
      for (let round = 1; round <= ROUNDS; round++) {
        for (const [searches, list] of [
          [0, without],
          [SEARCHES, withSearches],
        ] as const) {
          progress(`${target.dialect}, worker ${worker}, round ${round}: ${searches} searches`);
          list.push(await measure(target, searches, worker, round));
        }
      }
      rows.push(summary(without), summary(withSearches));
      const p99 = without.map((w, i) => fmt(withSearches[i]!.p99Ms - w.p99Ms));
      const mid = without.map((w, i) => fmt(withSearches[i]!.medianMs - w.medianMs));
      growth.push(
        `${target.dialect}, worker ${worker}: p99 growth per round ${p99.join(', ')} ms; median growth ${mid.join(', ')} ms`,
      );
    }
  } finally {
    await target.cleanup();
  }
}
process.stdout.write(
  `${POSTS} publish calls one after another per round; medians of ${ROUNDS} alternating rounds; matching: posts a second through the match job (first round)\n\n`,
);
process.stdout.write(
  '| dialect | worker | saved searches | publish median ms | publish p99 ms | matching posts/s | matched all, s after the last publish | hits |\n',
);
process.stdout.write('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |\n');
for (const r of rows) {
  process.stdout.write(
    `| ${r.dialect} | ${r.worker} | ${r.searches} | ${fmt(r.medianMs)} | ${fmt(r.p99Ms)} | ${r.matchPerSec === null ? '-' : fmt(r.matchPerSec)} | ${fmt(r.lagS)} | ${r.hits} |\n`,
  );
}
process.stdout.write(`\n${growth.join('\n')}\n`);
process.exit(0);
