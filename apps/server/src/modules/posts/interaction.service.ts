import { Code, type ReportReason } from '@huaren/contract';
import type { SessionUser } from '../../auth/session';
import { isUniqueViolation } from '../../db/errors';
import { ApiError } from '../../lib/envelope';
import type { PostDeps } from './deps';
import { createLikeRepository, type LikeState } from './like.repository';
import { createPostRepository } from './post.repository';
import { PostReasons } from './reasons';
import { createReportRepository } from './report.repository';

/** Likes and reports: both only on posts others can see (published, unexpired). */
export function createInteractionService(deps: PostDeps) {
  const posts = createPostRepository(deps.db);
  const likes = createLikeRepository(deps.db);
  const reports = createReportRepository(deps.db);
  const notFound = () => new ApiError(Code.notFound, PostReasons.postNotFound);

  return {
    async toggleLike(postId: number, user: SessionUser): Promise<LikeState> {
      const state = await likes.toggle(postId, user.id, deps.now());
      if (!state) throw notFound();
      return state;
    },

    async report(
      input: { postId: number; reason: ReportReason; text?: string | undefined },
      user: SessionUser,
    ): Promise<Record<string, never>> {
      if (!(await posts.isVisible(input.postId, deps.now()))) throw notFound();
      try {
        await reports.insert({
          post_id: input.postId,
          user_id: user.id,
          reason: input.reason,
          text: input.text ? input.text : null,
          created_at: deps.now(),
        });
      } catch (err) {
        // The unique index (post, user) is the once-per-user rule, races included.
        if (isUniqueViolation(err)) throw new ApiError(Code.conflict, PostReasons.alreadyReported);
        throw err;
      }
      return {};
    },
  };
}
