import type { ContentDeps } from '../../core/content/deps';
import { POSTS, PUBLISHED } from '../../core/content/kinds';
import { createReportService } from '../../core/content/report.service';
import { createPostRepository } from './post.repository';
import { PostReasons } from './reasons';
import { PostLimits } from './rules';

/**
 * Reports on posts (decision 0008): the core's filing and threshold, with the posts' daily limit
 * and reasons; the threshold hides the post through changeStatus, out of the search index.
 */
export function createPostReportService(deps: ContentDeps) {
  const posts = createPostRepository(deps.db);
  return createReportService(deps, POSTS, {
    perDay: PostLimits.reportsPerUser,
    reasons: {
      ownItem: PostReasons.ownPostReport,
      again: PostReasons.alreadyReported,
      tooOften: PostReasons.reportTooOften,
    },
    hide: (trx, id, reason, now) =>
      posts.changeStatus(id, { status: 'hidden', reason, now }, [PUBLISHED], trx),
  });
}
