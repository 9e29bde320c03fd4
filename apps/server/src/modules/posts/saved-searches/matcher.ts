import { PostFilter } from '@huaren/contract';
import { notifyLater } from '../../../core/notifications/events';
import type { Catalog } from '../../../core/site/catalog';
import type { Db } from '../../../db/database';
import type { JobQueue } from '../../../jobs/job-queue';
import { HOUR_MS, type Clock } from '../../../lib/clock';
import { searchKeyword } from '../search/keyword';
import { lexiconOf } from '../search/lexicon';
import { allOf } from '../search/query';
import { LIVE_TOKENIZER, postFilterTokens } from '../search/search-index';
import { searchNoticeJob } from './match-job';
import {
  createSavedSearchRepository,
  type MatchedPost,
  type SinceNotice,
} from './saved-search.repository';
import { mayMatch } from './token-check';

/** A saved search gets one notice an hour at most; the matches in between make the next one. */
export const NOTICE_GAP_MS = HOUR_MS;

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

  /** The candidates whose keyword (if any) the post's index entry matches. */
  async function matching(post: MatchedPost) {
    const candidates = await searches.candidates(post);
    if (candidates.length === 0) return [];
    const lexicon = lexiconOf((await deps.catalog.snapshot()).searchWords);
    const tokens = new Set(LIVE_TOKENIZER.tokens(post.title, post.content, postFilterTokens(post)));
    const verdicts = new Map<string, Promise<boolean>>();
    const verdictOf = (keyword: string) => {
      const search = searchKeyword(keyword, lexicon);
      // A keyword without a letter or digit lists everything, as the list does.
      if (!search) return Promise.resolve(true);
      const expr = search.expanded ?? allOf(search.exact);
      return mayMatch(expr, tokens) ? searches.indexMatches(post.id, expr) : Promise.resolve(false);
    };
    const matched = [];
    for (const candidate of candidates) {
      const keyword = PostFilter.parse(JSON.parse(candidate.filter)).keyword ?? '';
      if (keyword !== '') {
        let verdict = verdicts.get(keyword);
        if (!verdict) verdicts.set(keyword, (verdict = verdictOf(keyword)));
        if (!(await verdict)) continue;
      }
      matched.push(candidate.id);
    }
    return matched;
  }

  /** Queues the notice of the hits since the last one (the notify job writes it). */
  const tell = (trx: Db, since: SinceNotice, postId: number, now: number) =>
    notifyLater(deps.jobs, trx, {
      event: 'search',
      userId: since.search.user_id,
      name: since.search.name,
      postId,
      count: since.count,
      at: now,
    });

  /** Tells the search's owner now, or queues the notice for the end of the hour. */
  async function announce(trx: Db, searchId: number, now: number): Promise<void> {
    const since = await searches.sinceNotice(trx, searchId);
    if (!since?.latest) return;
    if (await searches.claimNotice(trx, searchId, now, NOTICE_GAP_MS)) {
      await tell(trx, since, since.latest, now);
      return;
    }
    const due = await searches.claimFlush(trx, searchId, NOTICE_GAP_MS);
    if (due !== null) await deps.jobs.enqueue(trx, searchNoticeJob, { searchId }, due);
  }

  return {
    async match({ postId }: { postId: number }): Promise<void> {
      const now = deps.now();
      const post = await searches.publishedPost(postId, now);
      if (!post) return;
      const matched = await matching(post);
      if (matched.length === 0) return;
      await deps.db.transaction().execute(async (trx) => {
        // A repeated job finds its hits recorded: each search hears of a post once.
        for (const searchId of await searches.addHits(trx, matched, post.id, now)) {
          await announce(trx, searchId, now);
        }
      });
      deps.jobs.kick();
    },

    async notice({ searchId }: { searchId: number }): Promise<void> {
      const now = deps.now();
      await deps.db.transaction().execute(async (trx) => {
        const since = await searches.sinceNotice(trx, searchId);
        // Deleted, or a notice since took the hits and a later one is queued (a late job).
        const due = since?.search.flush_at;
        if (!since?.latest || due == null || due > now) return;
        await searches.claimNotice(trx, searchId, now, 0);
        await tell(trx, since, since.latest, now);
      });
      deps.jobs.kick();
    },
  };
}
