import { Code, type Post } from '@huaren/contract';
import type { SessionUser } from '../../auth/session';
import type { ContentDeps } from '../../core/content/deps';
import { viewedItem } from '../../core/content/detail';
import { isPublic } from '../../core/content/visibility';
import { POSTS } from '../../core/content/kinds';
import { createLikeRepository } from '../../core/content/like.repository';
import { claimNewAccount } from '../../core/content/new-account';
import { Refusal } from '../../lib/envelope';
import { secondsLeft } from '../../limits/rate-limiter';
import { effectiveStatus, presentPost } from './post.presenter';
import { createPostRepository } from './post.repository';
import { LIVE_STATUSES, PUBLISHED, type PostWithAuthor } from './post-row';
import { postColumns, writeAnswers, type PostFields } from './post-values';
import { changesReviewedContent, REVIEWED_STATUSES } from './review';
import { riskOf, riskReason } from './risk';
import { matchSearchesLater } from './saved-searches/match-job';
import { PostReasons } from './reasons';
import { DUPLICATE_WINDOW_MS, PostLimits, POST_LIFE_MS } from './rules';

const notFound = () => new Refusal(Code.notFound, PostReasons.postNotFound);

/** Publishing and the owner's writes; every write checks ownership first and answers 404 otherwise. */
export function createPostService(deps: ContentDeps) {
  const posts = createPostRepository(deps.db);
  const likes = createLikeRepository(deps.db, POSTS);

  const present = async (row: PostWithAuthor, userId: number | null): Promise<Post> => {
    const liked = userId !== null && (await likes.has(row.id, userId));
    return presentPost(row, await deps.catalog.snapshot(), { userId, liked }, deps.now());
  };
  const reload = async (id: number, userId: number) => {
    const row = await posts.findWithAuthor(id);
    if (!row) throw notFound();
    return present(row, userId);
  };

  return {
    /**
     * Published at once, or `pending` in a premoderated category (decision 0008) or when its text
     * breaks a risk rule (decision 0040; the rule's label is the status reason). The day's limits
     * are claimed in the transaction that inserts the post, so a refused post spends none.
     */
    async create(input: PostFields, user: SessionUser): Promise<Post> {
      const columns = await postColumns(deps, user.id, input);
      const catalog = await deps.catalog.snapshot();
      const risk = riskOf(catalog, columns);
      const pending = risk !== null || (await posts.isPremoderated(columns.category_id));
      const now = deps.now();
      const id = await deps.db.transaction().execute(async (trx) => {
        // The claim holds the author's counter row: the duplicate check sees every post of theirs
        // that committed before, so two identical posts sent at once cannot both pass it.
        const verdict = await deps.limiter.claim(PostLimits.postsPerUser, String(user.id), trx);
        const since = now - DUPLICATE_WINDOW_MS;
        if (await posts.hasDuplicate(user.id, columns.content_hash, since, { trx })) {
          throw new Refusal(Code.conflict, PostReasons.duplicatePost);
        }
        if (!verdict.allowed) {
          const hours = Math.ceil(secondsLeft(verdict.retryAfterMs) / 3600);
          throw new Refusal(Code.tooManyRequests, PostReasons.postTooOften(hours));
        }
        await claimNewAccount(
          deps,
          trx,
          user.id,
          PostLimits.newAccountPosts,
          PostReasons.newAccountPosts,
        );
        const postId = await posts.insert(
          {
            ...columns,
            user_id: user.id,
            status: pending ? 'pending' : PUBLISHED,
            status_reason: risk && riskReason(risk),
            created_at: now,
            updated_at: now,
            expires_at: now + POST_LIFE_MS,
          },
          trx,
        );
        await writeAnswers(trx, catalog, postId, columns);
        if (!pending) await matchSearchesLater(deps.jobs, trx, postId);
        return postId;
      });
      if (!pending) deps.jobs.kick();
      return reload(id, user.id);
    },

    /**
     * Replaces the form's fields. The same text as another post of the author's within 48 hours
     * is refused, as on publishing; an edit of what an administrator approves sends a published
     * post back to pending in a premoderated category (decision 0008) or when the new text breaks
     * a risk rule (decision 0040).
     */
    async update(id: number, input: PostFields, user: SessionUser): Promise<Post> {
      const before = await posts.findOwn(id, user.id);
      if (!before) throw notFound();
      const columns = await postColumns(deps, user.id, input);
      const now = deps.now();
      const since = now - DUPLICATE_WINDOW_MS;
      if (
        columns.content_hash !== before.content_hash &&
        (await posts.hasDuplicate(user.id, columns.content_hash, since, { exceptId: id }))
      ) {
        throw new Refusal(Code.conflict, PostReasons.duplicatePost);
      }
      const catalog = await deps.catalog.snapshot();
      const risk = riskOf(catalog, columns);
      const held = risk !== null || (await posts.isPremoderated(columns.category_id));
      await deps.db.transaction().execute(async (trx) => {
        // Read again under the lock: the status and text the decision rests on are the ones replaced.
        const current = await posts.findOwn(id, user.id, trx, { lock: true });
        if (!current) throw notFound();
        const toReview =
          held &&
          (REVIEWED_STATUSES as readonly string[]).includes(current.status) &&
          changesReviewedContent(current, columns);
        const review = { toReview, reason: risk && riskReason(risk) };
        const edit = { ...columns, updated_at: now, edited_at: now };
        if (!(await posts.edit(id, edit, trx, review))) {
          throw notFound();
        }
        await writeAnswers(trx, catalog, id, columns);
      });
      return reload(id, user.id);
    },

    async remove(id: number, user: SessionUser): Promise<Record<string, never>> {
      await deps.db.transaction().execute(async (trx) => {
        if (!(await posts.findOwn(id, user.id, trx))) throw notFound();
        const change = { status: 'deleted', reason: null, now: deps.now() } as const;
        await posts.changeStatus(id, change, LIVE_STATUSES, trx);
      });
      return {};
    },

    /** A published or expired post lives another full life from now. */
    async renew(id: number, user: SessionUser): Promise<Post> {
      const now = deps.now();
      const renewed = await deps.db
        .transaction()
        .execute((trx) => posts.renew(id, user.id, now, now + POST_LIFE_MS, trx));
      if (!renewed) {
        if (!(await posts.findOwn(id, user.id))) throw notFound();
        throw new Refusal(Code.invalid, PostReasons.cannotRenew);
      }
      return reload(id, user.id);
    },

    /** Others see a published, unexpired post (and count a view); the author sees theirs. */
    async detail(id: number, user: SessionUser | null, reader?: string): Promise<Post> {
      const userId = user?.id ?? null;
      const now = deps.now();
      const found = await posts.findForViewer(id, userId);
      const row = viewedItem(POSTS, deps.views, found, userId, now, reader);
      const catalog = await deps.catalog.snapshot();
      return presentPost(row, catalog, { userId, liked: row.liked === 1 }, now);
    },

    /**
     * The post as the detail answers a visitor (no contacts, the views not written yet counted in,
     * none added: the app counts the view once it opens), for the share page and its data; else
     * whether it expired (410) or is not public (404), and its region, the list the refusal points
     * to. Never the text of one not public.
     */
    async shared(
      id: number,
    ): Promise<{ post: Post } | { absent: 404 | 410; regionId: number | null }> {
      const now = deps.now();
      const row = await posts.findForViewer(id, null);
      if (row && isPublic(POSTS, row, now)) {
        const viewed = viewedItem(POSTS, deps.views, row, null, now, undefined);
        const catalog = await deps.catalog.snapshot();
        return { post: presentPost(viewed, catalog, { userId: null, liked: false }, now) };
      }
      const expired = row !== undefined && effectiveStatus(row, now) === 'expired';
      return { absent: expired ? 410 : 404, regionId: row?.region_id ?? null };
    },
  };
}

export type PostService = ReturnType<typeof createPostService>;
