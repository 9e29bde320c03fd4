import {
  ADMIN_KEYWORD_WINDOW,
  AuditAction,
  Code,
  DASHBOARD_TIME_ZONE,
  type AdminContentItem,
  type AdminContentPage,
  type ContentAction,
  type ContentStatus,
  type ContentType,
} from '@huaren/contract';
import type { SessionUser } from '../../../auth/session';
import type { Db } from '../../../db/database';
import type { Clock } from '../../../lib/clock';
import { Refusal } from '../../../lib/envelope';
import { createArticleRepository } from '../../articles/article.repository';
import { CONTENT_KINDS, type ThreadKind } from '../../../core/content/kinds';
import {
  createThreadRepository,
  type ThreadRepository,
} from '../../../core/content/thread.repository';
import { matchSearchesLater } from '../../posts/saved-searches/match-job';
import { searchIndexOf } from '../../posts/search/create-search-index';
import { HELD_STATUSES, isHeld } from '../../posts/search/search-index';
import { idAfter, pageFrom, type Paging } from '../../../lib/paging';
import { createPostListRepository } from '../../posts/post-list.repository';
import { createPostRepository } from '../../posts/post.repository';
import { parseKeyword, type SearchPhrase } from '../../posts/search/query';
import { writeAudit } from '../audit/audit.repository';
import { endOfDay } from '../dashboard/days';
import { presentContent } from './content.presenter';
import { createContentRepository, type ContentRow } from './content.repository';
import { ModerationReasons } from './reasons';
import { notifyLater } from '../../../core/notifications/events';
import type { JobQueue } from '../../../jobs/job-queue';
import { isoTime } from '../../../lib/iso-time';

export interface ContentQuery extends Paging {
  type: ContentType;
  status?: ContentStatus | undefined;
  authorId?: number | undefined;
  keyword?: string | undefined;
}

/** The status each action moves from and to; replies and comments are never pending. */
const TRANSITIONS: Record<
  ContentAction,
  { from: 'published' | 'hidden' | 'pending'; to: 'published' | 'hidden' }
> = {
  hide: { from: 'published', to: 'hidden' },
  restore: { from: 'hidden', to: 'published' },
  approve: { from: 'pending', to: 'published' },
};

/** What the author is told of each action (core/notifications). */
const OUTCOMES = { hide: 'hidden', restore: 'restored', approve: 'approved' } as const;

/** Recommended posts the console lists at most (the home page shows the first RECOMMEND_LIMIT). */
const RECOMMENDED_LIST = 100;

/** Content moderation and recommendations (decision 0008); each change writes its audit record. */
export function createContentService(db: Db, now: Clock, jobs: JobQueue) {
  const content = createContentRepository(db);
  const posts = createPostRepository(db);
  const articles = createArticleRepository(db);
  const lists = createPostListRepository(db);
  const index = searchIndexOf(db);
  /** Every kind's thread, by the type of its entries (reply, comment). */
  const threads = Object.fromEntries(
    CONTENT_KINDS.map((kind) => [kind.thread.type, createThreadRepository(db, kind)]),
  ) as Record<ThreadKind['type'], ThreadRepository>;

  const find = async (type: ContentType, id: number): Promise<ContentRow> => {
    const row = await content.find(type, id, now());
    if (!row) throw new Refusal(Code.notFound, ModerationReasons.contentNotFound);
    return row;
  };
  const conflict = () => new Refusal(Code.conflict, ModerationReasons.badTransition);

  /** Applies the change in `trx`; false when the row's status was not the action's `from`. */
  const apply = (
    type: ContentType,
    id: number,
    to: 'published' | 'hidden',
    from: 'published' | 'hidden' | 'pending',
    reason: string | null,
    t: number,
    trx: Db,
  ): Promise<boolean> => {
    switch (type) {
      case 'post':
        return posts.changeStatus(id, { status: to, reason, now: t }, [from], trx);
      case 'article':
        return articles.changeStatus(id, { status: to, reason, now: t }, [from], trx);
      case 'reply':
      case 'comment':
        if (from === 'pending') return Promise.resolve(false);
        return threads[type].setHidden(trx, id, { hidden: to === 'hidden', reason });
    }
  };

  /** Ids of the posts whose words match, from the index of each status asked for, newest first. */
  const postMatches = async (
    phrases: SearchPhrase[],
    q: Pick<ContentQuery, 'status' | 'authorId'> & {
      beforeId: number | undefined;
      limit: number;
      now: number;
    },
  ): Promise<number[]> => {
    const found = await Promise.all([
      q.status === undefined || q.status === 'published'
        ? lists
            .listPublic({
              now: q.now,
              sort: 'latest',
              keyword: { exact: phrases, expanded: null },
              limit: q.limit,
              marked: true,
              ...(q.authorId !== undefined ? { userId: q.authorId } : {}),
              ...(q.beforeId !== undefined ? { after: [q.beforeId] } : {}),
            })
            .then((rows) => rows.map((r) => r.id))
        : [],
      q.status === undefined || isHeld(q.status)
        ? index.heldIds(db, {
            phrases,
            statuses: q.status === undefined ? HELD_STATUSES : [q.status],
            authorId: q.authorId,
            beforeId: q.beforeId,
            limit: q.limit,
          })
        : [],
    ]);
    // A post whose status changed between the two reads may come from both.
    return [...new Set(found.flat())].sort((a, b) => b - a).slice(0, q.limit);
  };

  return {
    /**
     * Newest first. A post keyword in the published or a held status (or in all of them) goes
     * through the search indexes, the public one and the held one merged by id; any other keyword
     * is looked for in the newest ADMIN_KEYWORD_WINDOW rows, and the answer says so.
     */
    async list(input: ContentQuery): Promise<AdminContentPage> {
      const t = now();
      const beforeId = idAfter(input.cursor);
      const limit = input.pageSize + 1;
      const keyword = input.keyword || undefined;
      const phrases = input.type === 'post' && keyword ? parseKeyword(keyword) : [];
      const indexed =
        phrases.length > 0 &&
        (input.status === undefined || input.status === 'published' || isHeld(input.status));
      const rows = await content.list({
        type: input.type,
        status: input.status,
        authorId: input.authorId,
        ...(indexed
          ? { ids: await postMatches(phrases, { ...input, beforeId, limit, now: t }) }
          : { keyword }),
        beforeId,
        now: t,
        limit,
      });
      return {
        ...pageFrom(rows, input.pageSize, (r) => presentContent(input.type, r, t)),
        searchedNewest: keyword !== undefined && !indexed ? ADMIN_KEYWORD_WINDOW : null,
      };
    },

    async setStatus(
      admin: SessionUser,
      input: { type: ContentType; id: number; action: ContentAction; reason: string },
    ): Promise<AdminContentItem> {
      const before = await find(input.type, input.id);
      const { from, to } = TRANSITIONS[input.action];
      // Published content the author can no longer see in public (expired) is hidden all the same.
      const current = before.status === 'expired' ? 'published' : before.status;
      if (current !== from) throw conflict();
      // A reason shown to the author explains a hide; published content carries none.
      const reason = to === 'hidden' ? input.reason : null;
      await db.transaction().execute(async (trx) => {
        const t = now();
        if (!(await apply(input.type, input.id, to, from, reason, t, trx))) throw conflict();
        await writeAudit(trx, {
          actorId: admin.id,
          // apply() refused approving a reply or comment (never pending), so this is a known action.
          action: AuditAction.parse(`${input.type}.${input.action}`),
          targetType: input.type,
          targetId: input.id,
          reason: input.reason,
          before: { status: before.status, statusReason: before.status_reason },
          after: { status: to, statusReason: reason },
          now: t,
        });
        if (input.type === 'post' || input.type === 'article') {
          await notifyLater(jobs, trx, {
            event: 'moderation',
            itemType: input.type,
            itemId: input.id,
            outcome: OUTCOMES[input.action],
            reason,
            at: t,
          });
        }
        if (input.type === 'post' && input.action === 'approve') {
          await matchSearchesLater(jobs, trx, input.id);
        }
      });
      jobs.kick();
      return presentContent(input.type, await find(input.type, input.id), now());
    },

    /** Until the end of `until` in DASHBOARD_TIME_ZONE; null takes the post off the list. */
    async recommend(
      admin: SessionUser,
      input: { postId: number; until: string | null; reason?: string | undefined },
    ): Promise<AdminContentItem> {
      const t = now();
      const before = await find('post', input.postId);
      const until = input.until === null ? null : endOfDay(input.until, DASHBOARD_TIME_ZONE);
      if (until !== null) {
        if (before.status !== 'published') {
          throw new Refusal(Code.conflict, ModerationReasons.recommendNotPublished);
        }
        if (until <= t) throw new Refusal(Code.conflict, ModerationReasons.recommendPast);
      }
      await db.transaction().execute(async (trx) => {
        await content.recommend(input.postId, until, t, trx);
        await writeAudit(trx, {
          actorId: admin.id,
          action: until === null ? 'post.unrecommend' : 'post.recommend',
          targetType: 'post',
          targetId: input.postId,
          reason: input.reason,
          before: { recommendUntil: presentContent('post', before, t).recommendedUntil },
          after: { recommendUntil: until === null ? null : isoTime(until) },
          now: t,
        });
      });
      return presentContent('post', await find('post', input.postId), now());
    },

    async recommended(): Promise<{ list: AdminContentItem[] }> {
      const t = now();
      const rows = await content.recommended(t, RECOMMENDED_LIST);
      return { list: rows.map((r) => presentContent('post', r, t)) };
    },
  };
}
