import type { PostFilter } from '@huaren/contract';
import { notifyLater, type SearchMatch } from '../../../core/notifications/events';
import type { Catalog } from '../../../core/site/catalog';
import type { Db } from '../../../db/database';
import type { JobQueue } from '../../../jobs/job-queue';
import { HOUR_MS, type Clock } from '../../../lib/clock';
import { nextTurn } from '../../../db/giving-way';
import { pacer } from '../../../lib/next-turn';
import { searchIndexOf } from '../search/create-search-index';
import type { SearchExpr } from '../search/query';
import { LIVE_TOKENIZER, postFilterTokens } from '../search/search-index';
import { postKeys } from './cover';
import { searchNoticeJob } from './match-job';
import { keywordsOf } from './keywords';
import { postFits } from '../fields/list-filters';
import { createSavedSearchRepository, type MatchedPost } from './saved-search.repository';
import { mayMatch } from './token-check';
import { createTokenIndex } from './token-index';

/** A saved search gets one notice an hour at most; the matches in between make the next one. */
export const NOTICE_GAP_MS = HOUR_MS;

/** The longest the job works before it lets the process answer requests (SQLite is synchronous). */
const WORK_MS = 2;

/**
 * Hits recorded per transaction. A post matching ~70 searches took one transaction of 9 ms
 * (22 ms at the 99th percentile) on SQLite, and a publish arriving meanwhile waited for all of
 * it; a batch this size holds the connection for about as long as the job's other steps.
 */
const RECORD_BATCH = 8;

/** What the notify job tells a search's owner. */
const matchOf = (
  search: { user_id: number; name: string },
  hits: { count: number; latest: number },
): SearchMatch => ({
  userId: search.user_id,
  name: search.name,
  postId: hits.latest,
  count: hits.count,
});

export interface MatcherDeps {
  db: Db;
  now: Clock;
  jobs: JobQueue;
  catalog: Catalog;
}

/**
 * The saved-search jobs (decision 0026). `match`: a post that became public is recorded as a hit
 * of every other user's search it fits (region at any of its levels, category, keyword through
 * the search index, as the list would find it), and each search that hit is announced, or its
 * notice queued for the end of its hour. `notice`: that queued notice, for the hits since the last.
 */
export function createSearchMatcher(deps: MatcherDeps) {
  const searches = createSavedSearchRepository(deps.db);
  const index = createTokenIndex(deps.db);
  const searchIndex = searchIndexOf(deps.db);

  /**
   * The candidates whose keyword (if any) the post's index entry matches. They come from the
   * searches filed under the post's keys (token-index.ts), or by region and category alone while
   * the index is filed for other words; either way the same exact check decides: the distinct
   * keywords the post's tokens may match are asked of its index entry together.
   */
  async function matching(post: MatchedPost) {
    const pace = pacer(WORK_MS);
    const catalog = await deps.catalog.snapshot();
    const words = catalog.searchWords;
    const tokens = new Set(LIVE_TOKENIZER.tokens(post.title, post.content, postFilterTokens(post)));
    const filed = (await index.ready(words)) ? index.filedUnder(postKeys(tokens)) : undefined;
    await pace();
    const candidates = await searches.candidates(post, filed);
    if (candidates.length === 0) return [];
    const keywords = keywordsOf(words);
    const fitting: { id: number; keyword: string }[] = [];
    // Per keyword: what the index entry is asked, or null when the post's tokens cannot match it.
    const asked = new Map<string, SearchExpr | null>();
    for (const candidate of candidates) {
      // SQLite answers synchronously: without a pause, requests would wait for the whole job.
      await pace();
      // Checked by the contract's PostFilter when it was saved.
      const filter = JSON.parse(candidate.filter) as PostFilter;
      if (!postFits(catalog, post, filter)) continue;
      const keyword = filter.keyword ?? '';
      // A keyword without a letter or digit lists everything, as the list does.
      const expr = keyword === '' ? null : keywords(keyword);
      if (expr) {
        let ask = asked.get(keyword);
        if (ask === undefined) asked.set(keyword, (ask = mayMatch(expr, tokens) ? expr : null));
        if (ask === null) continue;
      }
      fitting.push({ id: candidate.id, keyword: expr ? keyword : '' });
    }
    const entries = [...asked].filter((e): e is [string, SearchExpr] => e[1] !== null);
    await pace();
    const hits = await searchIndex.entryMatches(
      deps.db,
      post.id,
      entries.map(([, expr]) => expr),
    );
    const matches = new Set(['', ...entries.filter((_, k) => hits[k]).map(([keyword]) => keyword)]);
    return fitting.filter((f) => matches.has(f.keyword)).map((f) => f.id);
  }

  /**
   * One batch of a post's hits, in one transaction: the hits, then a notice for each search whose
   * hour is free, or its notice queued for the end of its hour. A repeated job finds its hits
   * recorded: each search hears of a post once.
   */
  async function record(postId: number, searchIds: readonly number[], now: number) {
    await deps.db.transaction().execute(async (trx) => {
      const fresh = await searches.addHits(trx, searchIds, postId, now);
      const counts = await searches.sinceNotice(trx, fresh);
      const claimed = await searches.claimNotices(trx, fresh, now, NOTICE_GAP_MS);
      const told = new Set(claimed.map((c) => c.id));
      const matches = claimed.map((c) => matchOf(c, counts.get(c.id)!));
      if (matches.length > 0) {
        await notifyLater(deps.jobs, trx, { event: 'search', matches, at: now });
      }
      const later = fresh.filter((id) => !told.has(id));
      for (const { id, flush_at } of await searches.claimFlushes(trx, later, NOTICE_GAP_MS)) {
        await deps.jobs.enqueue(trx, searchNoticeJob, { searchId: id }, flush_at!);
      }
    });
  }

  return {
    async match({ postId }: { postId: number }): Promise<void> {
      const now = deps.now();
      const post = await searches.publishedPost(postId, now);
      if (!post) return;
      const matched = await matching(post);
      for (let i = 0; i < matched.length; i += RECORD_BATCH) {
        // Requests that came in meanwhile go first: the transaction holds SQLite's one connection.
        await nextTurn();
        await record(post.id, matched.slice(i, i + RECORD_BATCH), now);
      }
      if (matched.length > 0) deps.jobs.kick();
    },

    async notice({ searchId }: { searchId: number }): Promise<void> {
      const now = deps.now();
      await deps.db.transaction().execute(async (trx) => {
        // Deleted, or a notice since took the hits and a later one is queued (a late job).
        const due = await searches.flushAt(trx, searchId);
        if (due == null || due > now) return;
        const counts = await searches.sinceNotice(trx, [searchId]);
        const [claimed] = await searches.claimNotices(trx, [searchId], now, 0);
        const hits = counts.get(searchId);
        if (!claimed || !hits) return;
        const matches = [matchOf(claimed, hits)];
        await notifyLater(deps.jobs, trx, { event: 'search', matches, at: now });
      });
      deps.jobs.kick();
    },
  };
}
