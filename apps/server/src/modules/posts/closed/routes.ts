import { closePost, reopenPost } from '@huaren/contract';
import type { FastifyInstance } from 'fastify';
import type { ContentDeps } from '../../../core/content/deps';
import { registerUserCall } from '../../../lib/register-call';
import { createClosedService } from './closed.service';

/** POST /v1/user/post/{id}/close/ and /reopen/: the author's 已售 / 已租 / 已招满 mark. */
export function closedRoutes(app: FastifyInstance, deps: ContentDeps): void {
  const marks = createClosedService(deps);
  registerUserCall(app, closePost, ({ input, user }) => marks.close(input.id, user));
  registerUserCall(app, reopenPost, ({ input, user }) => marks.reopen(input.id, user));
}
