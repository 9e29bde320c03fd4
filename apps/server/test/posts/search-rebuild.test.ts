import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { postList } from '@huaren/contract';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { BODY_RENDER_VERSION } from '../../src/modules/articles/body/render';
import { runRebuild, type RebuildOptions } from '../../src/lib/rebuild';
import { createSearchIndex } from '../../src/modules/posts/search/create-search-index';
import { postSearchRebuild } from '../../src/modules/posts/search/rebuild';
import type { SearchIndex, Tokenizer } from '../../src/modules/posts/search/search-index';
import { postSearchTokens, SEARCH_TOKENS_VERSION } from '../../src/modules/posts/search/tokenize';
import { createAdmin, listContent, setContentStatus } from '../support/admin';
import { useTestApp } from '../support/app';
import { createPost, createSessionUser, places, postInput, setExpiry } from '../support/posts';
import { isIndexed, wipeIndexes } from './indexed';

/**
 * The versioned rebuild of the posts' keyword indexes (decision 0005, "Changing the tokens"): what
 * a tokenizer change (issue 17) relies on, on both dialects.
 */
const ctx = useTestApp();
const root = join(import.meta.dirname, '../../../..');
let adminToken: string;
let published: number[];
let hidden: number;
let lapsed: number;

/** A next version of the tokens: the live ones plus a marker every entry it writes carries. */
const MARKER = 'reindexmarker';
const nextTokenizer: Tokenizer = {
  version: SEARCH_TOKENS_VERSION + 1,
  tokens: (title, content, filters) => [...postSearchTokens(title, content, filters), MARKER],
};

const dialect = () => ctx().database.dialect;
const db = () => ctx().app.db;
const state = () =>
  db().selectFrom('rebuild_state').selectAll().where('name', '=', 'post_search').executeTakeFirst();
const setVersion = (version: number) =>
  db().updateTable('rebuild_state').set({ version }).where('name', '=', 'post_search').execute();
const rebuildWith = (index: SearchIndex, options: RebuildOptions = {}) =>
  runRebuild(db(), postSearchRebuild(index, ctx().clock.now()), options);
const rebuild = (options: RebuildOptions = {}) =>
  rebuildWith(createSearchIndex(dialect()), options);
/** The public list's ids, oldest first, past the public cache's answers from before. */
async function search(keyword: string): Promise<number[]> {
  ctx().clock.advance(ctx().config.publicCacheMs + 1);
  const { data } = await ctx().client.call(postList, { keyword });
  return data!.list.map((i) => i.id).sort((a, b) => a - b);
}
const heldFound = async (keyword: string) =>
  (await listContent(ctx(), adminToken, { type: 'post', status: 'hidden', keyword })).list.map(
    (i) => i.id,
  );

/** The posts whose public or held entry carries the marker. */
async function marked(index: 'public' | 'held'): Promise<number[]> {
  const { rows } =
    dialect() === 'postgres'
      ? index === 'public'
        ? await sql<{ id: number }>`select id from posts
            where terms @@ ${MARKER}::tsquery order by id`.execute(db())
        : await sql<{ id: number }>`select post_id as id from posts_held_terms
            where terms @@ ${MARKER}::tsquery order by post_id`.execute(db())
      : await sql<{ id: number }>`select rowid as id from ${sql.table(
          index === 'public' ? 'posts_fts' : 'posts_held_fts',
        )} where ${sql.table(index === 'public' ? 'posts_fts' : 'posts_held_fts')}
          match ${`"${MARKER}"`} order by rowid`.execute(db());
  return rows.map((r) => r.id);
}

beforeAll(async () => {
  const p = await places(ctx());
  adminToken = (await createAdmin(ctx())).token;
  const { token } = await createSessionUser(ctx());
  const post = async (title: string) =>
    (await createPost(ctx(), token, postInput(p, { title, content: `${title}，法拉盛面交。` }))).id;
  published = [await post('钢琴课一对一'), await post('二手钢琴出售'), await post('钢琴调音服务')];
  hidden = await post('钢琴搬运广告一则');
  await setContentStatus(ctx(), adminToken, { type: 'post', id: hidden }, 'hide');
  // Published and past its life, not yet marked expired: out of the public index once rebuilt.
  lapsed = await post('钢琴旧帖已过期');
  await setExpiry(ctx(), lapsed);
});

describe('the search index rebuild', () => {
  it('leaves an index at the tokenizer’s version alone', async () => {
    expect(await state()).toMatchObject({ version: SEARCH_TOKENS_VERSION, target: null });
    expect(await rebuild()).toEqual({ version: SEARCH_TOKENS_VERSION, rebuilt: 0 });
  });

  it('rebuilds an older index when the app starts, and every post is found again', async () => {
    await wipeIndexes(db(), dialect());
    await setVersion(SEARCH_TOKENS_VERSION - 1);
    expect(await search('钢琴')).toEqual([]);
    expect(await heldFound('搬运')).toEqual([]);
    const restarted = await buildApp(ctx().config, { now: ctx().clock.now });
    await restarted.close();
    expect(await state()).toMatchObject({ version: SEARCH_TOKENS_VERSION, target: null });
    expect(await search('钢琴')).toEqual(published);
    expect(await heldFound('搬运')).toEqual([hidden]);
    expect(await isIndexed(ctx(), lapsed)).toBe(false);
  });

  it('writes every entry with a new tokenizer, in batches, once', async () => {
    const batches: number[] = [];
    const next = createSearchIndex(dialect(), nextTokenizer);
    const all = [...published, hidden, lapsed];
    expect(
      await rebuildWith(next, { batchSize: 2, onBatch: (b) => void batches.push(b.rows) }),
    ).toEqual({ version: nextTokenizer.version, rebuilt: all.length });
    expect(batches).toEqual([2, 2, 1]);
    expect(await marked('public')).toEqual(published);
    expect(await marked('held')).toEqual([hidden]);
    expect(await state()).toMatchObject({ version: nextTokenizer.version, target: null });
    expect(await rebuildWith(next, { batchSize: 2 })).toEqual({
      version: nextTokenizer.version,
      rebuilt: 0,
    });
    // An older server starting against the newer index leaves it as it is.
    expect(await rebuild()).toEqual({ version: nextTokenizer.version, rebuilt: 0 });
    expect(await rebuild({ force: true })).toEqual({
      version: SEARCH_TOKENS_VERSION,
      rebuilt: all.length,
    });
    expect(await marked('public')).toEqual([]);
    expect(await search('钢琴')).toEqual(published);
  });

  it('goes on where a stopped rebuild stopped', async () => {
    await setVersion(SEARCH_TOKENS_VERSION - 1);
    const stop = () => {
      throw new Error('stopped');
    };
    await expect(rebuild({ batchSize: 1, onBatch: stop })).rejects.toThrow('stopped');
    expect(await state()).toMatchObject({
      version: SEARCH_TOKENS_VERSION - 1,
      target: SEARCH_TOKENS_VERSION,
      done_through: published[0],
    });
    // What the stopped run wrote is kept; the next run starts after it.
    await wipeIndexes(db(), dialect());
    expect(await rebuild()).toEqual({ version: SEARCH_TOKENS_VERSION, rebuilt: 4 });
    expect(await search('钢琴')).toEqual(published.slice(1));
    expect(await rebuild({ force: true })).toMatchObject({ rebuilt: 5 });
    expect(await search('钢琴')).toEqual(published);
  });
});

// The command starts a process that compiles and loads the server's modules (4-8 s on a loaded
// 2-core machine).
describe('npm run rebuild', { timeout: 60_000 }, () => {
  const run = (...args: string[]) => {
    const result = spawnSync(
      join(root, 'node_modules/.bin/tsx'),
      [join(root, 'apps/server/src/cli/rebuild.ts'), ...args],
      { cwd: root, env: { ...process.env, ...ctx().database.env }, encoding: 'utf8' },
    );
    return { status: result.status, out: result.stdout + result.stderr };
  };

  it('rebuilds when forced, reports data at the current version, refuses other arguments', async () => {
    await wipeIndexes(db(), dialect());
    expect(run('--force')).toEqual({
      status: 0,
      out:
        `post_search: rebuilt up to row ${lapsed}\n` +
        `post_search: 5 rows rebuilt at version ${SEARCH_TOKENS_VERSION}.\n` +
        `article_html: up to date (version ${BODY_RENDER_VERSION}); nothing to do.\n`,
    });
    expect(await search('钢琴')).toEqual(published);
    expect(run()).toEqual({
      status: 0,
      out:
        `post_search: up to date (version ${SEARCH_TOKENS_VERSION}); nothing to do.\n` +
        `article_html: up to date (version ${BODY_RENDER_VERSION}); nothing to do.\n`,
    });
    expect(run('--all')).toEqual({ status: 1, out: 'Usage: npm run rebuild [-- --force]\n' });
  });
});
