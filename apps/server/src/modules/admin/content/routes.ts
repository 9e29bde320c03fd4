import {
  adminContentList,
  adminRecommendedPosts,
  adminRecommendPost,
  adminSetContentStatus,
} from '@huaren/contract';
import type { FastifyInstance } from 'fastify';
import { registerAdminCall } from '../../../lib/register-call';
import { createContentService } from './content.service';

/** /v1/admin/content/..., /v1/admin/post/recommend/ and /v1/admin/recommended/. */
export async function contentRoutes(app: FastifyInstance): Promise<void> {
  const content = createContentService(app.db, app.now, app.jobs);
  registerAdminCall(app, adminContentList, ({ input }) => content.list(input));
  registerAdminCall(app, adminSetContentStatus, ({ input, user }) =>
    content.setStatus(user, input),
  );
  registerAdminCall(app, adminRecommendPost, ({ input, user }) => content.recommend(user, input));
  registerAdminCall(app, adminRecommendedPosts, () => content.recommended());
}
