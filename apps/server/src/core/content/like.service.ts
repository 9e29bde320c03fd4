import { Code } from '@huaren/contract';
import type { SessionUser } from '../../auth/session';
import type { Db } from '../../db/database';
import type { JobQueue } from '../../jobs/job-queue';
import type { Clock } from '../../lib/clock';
import { notifyLater } from '../notifications/events';
import { Refusal } from '../../lib/envelope';
import type { ContentKind } from './kinds';
import { createLikeRepository, type LikeState } from './like.repository';

/** The like toggle of a kind: only public items take likes; any other id answers 404. */
export function createLikeService(deps: { db: Db; now: Clock; jobs: JobQueue }, kind: ContentKind) {
  const likes = createLikeRepository(deps.db, kind);
  return {
    async toggle(itemId: number, user: SessionUser): Promise<LikeState> {
      const at = deps.now();
      const state = await likes.toggle(itemId, user.id, at, (trx) =>
        notifyLater(deps.jobs, trx, {
          event: 'like',
          itemType: kind.type,
          itemId,
          userId: user.id,
          at,
        }),
      );
      if (!state) throw new Refusal(Code.notFound, kind.notFound);
      if (state.liked) deps.jobs.kick();
      return state;
    },
  };
}
