import { Code, SHARES_PER_READER_DAY } from '@huaren/contract';
import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '../../auth/session';
import type { ContentDeps } from '../../core/content/deps';
import { createItemRepository } from '../../core/content/item.repository';
import { POSTS } from '../../core/content/kinds';
import { isPublic } from '../../core/content/visibility';
import { Refusal } from '../../lib/envelope';
import { DAY_MS } from '../../lib/clock';
import type { Limit } from '../../limits/rate-limiter';
import { PostReasons } from './reasons';
import { createShareRepository } from './share.repository';

/** Decision 0039: a share counts once a day per reader and post, for 30 posts a day per reader. */
export const ShareLimits = {
  perReaderAndPost: { name: 'post-share-reader-post', max: 1, windowMs: DAY_MS },
  perReader: { name: 'post-share-reader-day', max: SHARES_PER_READER_DAY, windowMs: DAY_MS },
} as const satisfies Record<string, Limit>;

/**
 * Counts shares from the share sheet. Nothing stops a page from calling this, so what one reader
 * can add is bounded: the reader is the user, or a visitor's address (not the browser, which a
 * script changes at will). A share past the limits is still a share to the reader: it answers
 * `counted: false`, not an error.
 */
export function createShareService(deps: ContentDeps) {
  const items = createItemRepository(deps.db, POSTS);
  const shares = createShareRepository(deps.db);
  return {
    async share(id: number, user: SessionUser | null, request: FastifyRequest) {
      const now = deps.now();
      const item = await items.findHeader(id);
      if (!item || !isPublic(POSTS, item, now)) {
        throw new Refusal(Code.notFound, PostReasons.postNotFound);
      }
      if (item.user_id === user?.id) return { counted: false };
      const reader = user ? `u${user.id}` : `ip${request.ip}`;
      const once = await deps.limiter.hit(ShareLimits.perReaderAndPost, `${id}:${reader}`);
      if (!once.allowed) return { counted: false };
      const daily = await deps.limiter.hit(ShareLimits.perReader, reader);
      if (!daily.allowed) return { counted: false };
      return { counted: await shares.add(id) };
    },
  };
}
