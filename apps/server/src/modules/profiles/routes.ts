import { Code, REMOVED_POSTS_DAYS, userProfile, type AuditAction } from '@huaren/contract';
import type { FastifyInstance } from 'fastify';
import { ContentReasons } from '../../core/content/reasons';
import { DAY_MS } from '../../lib/clock';
import { Refusal } from '../../lib/envelope';
import { CACHED_FOR_EVERYONE, registerCall } from '../../lib/register-call';
import { createProfileRepository } from './profile.repository';
import { isoTime } from '../../lib/iso-time';

/** The moderators' actions that take a post down (decision 0008's audit log). */
const REMOVALS: readonly AuditAction[] = [
  'post.hide',
  'report.hide',
  'report.ban',
  'report.delete',
];

/**
 * A user's public page (issue 20, decision 0037). Its lists are the posts' and articles' own calls
 * (`/v1/users/posts/`, `/v1/users/articles/`), next to their cards' presenters.
 */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const profiles = createProfileRepository(app.db);

  registerCall(
    app,
    userProfile,
    async ({ input }) => {
      const row = await profiles.find(input.id);
      if (!row) throw new Refusal(Code.notFound, ContentReasons.userNotFound);
      const since = app.now() - REMOVED_POSTS_DAYS * DAY_MS;
      return {
        id: row.id,
        nickName: row.nick_name,
        memberSince: isoTime(row.created_at),
        verified: { phone: Boolean(row.has_phone), email: Boolean(row.has_email) },
        removedPostCount: await profiles.removedPosts(row.id, REMOVALS, since),
      };
    },
    CACHED_FOR_EVERYONE,
  );
}
