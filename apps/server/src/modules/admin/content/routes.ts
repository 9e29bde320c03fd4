import {
  adminContentList,
  adminRecommendedPosts,
  adminRecommendPost,
  adminSetContentStatus,
} from '@huaren/contract';
import type { FastifyInstance } from 'fastify';
import { registerAdminEndpoint } from '../../../lib/endpoint';
import { createContentService } from './content.service';

/** /v1/admin/content/..., /v1/admin/post/recommend/ and /v1/admin/recommended/. */
export function contentRoutes(app: FastifyInstance): void {
  const content = createContentService(app.db, app.now);
  registerAdminEndpoint(app, adminContentList, ({ input }) => content.list(input));
  registerAdminEndpoint(app, adminSetContentStatus, ({ input, user }) =>
    content.setStatus(user, input),
  );
  registerAdminEndpoint(app, adminRecommendPost, ({ input, user }) =>
    content.recommend(user, input),
  );
  registerAdminEndpoint(app, adminRecommendedPosts, () => content.recommended());
}
