import { Code, type ReportReason } from '@huaren/contract';
import type { SessionUser } from '../../auth/session';
import { isUniqueViolation } from '../../db/errors';
import { Refusal } from '../../lib/envelope';
import { claimOrRefuse } from '../../limits/rate-limiter';
import type { PostDeps } from './deps';
import { createLikeRepository, type LikeState } from './like.repository';
import { createPostRepository } from './post.repository';
import { PUBLISHED } from './post-row';
import { PostReasons } from './reasons';
import { createReportRepository } from './report.repository';
import { PostLimits } from './rules';

/** The status reason of a post the report threshold hid (decision 0008). */
export const AUTO_HIDE_REASON = '多位用户举报，等待审核';

/** Likes and reports: both only on posts others can see (published, unexpired). */
export function createInteractionService(deps: PostDeps) {
  const posts = createPostRepository(deps.db);
  const likes = createLikeRepository(deps.db);
  const reports = createReportRepository(deps.db);
  const notFound = () => new Refusal(Code.notFound, PostReasons.postNotFound);

  return {
    async toggleLike(postId: number, user: SessionUser): Promise<LikeState> {
      const state = await likes.toggle(postId, user.id, deps.now());
      if (!state) throw notFound();
      return state;
    },

    /**
     * Files the report in the post's open case; the report that brings the case to the threshold
     * hides the post, out of the search index, in the same transaction (decision 0008). The day's
     * limit is claimed there too: reporting one's own post or a post twice spends none of it.
     */
    async report(
      input: { postId: number; reason: ReportReason; text?: string | undefined },
      user: SessionUser,
    ): Promise<Record<string, never>> {
      const post = await posts.isVisible(input.postId, deps.now());
      if (!post) throw notFound();
      if (post.user_id === user.id) throw new Refusal(Code.invalid, PostReasons.ownPostReport);
      const threshold = await reports.autoHideThreshold();
      try {
        await deps.db.transaction().execute(async (trx) => {
          // Claimed with the report: one refused (a second report of the post) spends none.
          await claimOrRefuse(
            deps.limiter,
            trx,
            PostLimits.reportsPerUser,
            user.id,
            () => PostReasons.reportTooOften,
          );
          const now = deps.now();
          const filed = await reports.insert(
            {
              post_id: input.postId,
              user_id: user.id,
              reason: input.reason,
              text: input.text ? input.text : null,
              created_at: now,
            },
            trx,
          );
          if (filed.reporter_count < threshold || filed.auto_hidden === 1) return;
          const change = { status: 'hidden', reason: AUTO_HIDE_REASON, now } as const;
          if (await posts.changeStatus(input.postId, change, [PUBLISHED], trx)) {
            await reports.markAutoHidden(filed.id, trx);
          }
        });
      } catch (err) {
        // The unique index (post, user) is the once-per-user rule, races included.
        if (isUniqueViolation(err)) throw new Refusal(Code.conflict, PostReasons.alreadyReported);
        throw err;
      }
      return {};
    },
  };
}
