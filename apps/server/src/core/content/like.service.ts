import { Code } from '@huaren/contract';
import type { SessionUser } from '../../auth/session';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { Refusal } from '../../lib/envelope';
import type { ContentKind } from './kinds';
import { createLikeRepository, type LikeState } from './like.repository';

/** The like toggle of a kind: only public items take likes; any other id answers 404. */
export function createLikeService(deps: { db: Db; now: Clock }, kind: ContentKind) {
  const likes = createLikeRepository(deps.db, kind);
  return {
    async toggle(itemId: number, user: SessionUser): Promise<LikeState> {
      const state = await likes.toggle(itemId, user.id, deps.now());
      if (!state) throw new Refusal(Code.notFound, kind.notFound);
      return state;
    },
  };
}
