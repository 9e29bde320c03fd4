import { Code } from '@huaren/contract';
import type { FastifyInstance } from 'fastify';
import { POSTS } from '../../core/content/kinds';
import { canSee } from '../../core/content/visibility';
import type { Db } from '../../db/database';
import { Refusal } from '../../lib/envelope';
import { createBlockRepository } from './block.repository';
import { createConversationRepository } from './conversation.repository';
import { createPeopleRepository } from './people.repository';
import { claimNewcomerQuota, MessageReasons } from './rules';

/** Who a conversation would be with, and the post it would be about. */
interface Counterpart {
  otherId: number;
  postId: number | null;
}

/**
 * Opens or resumes a conversation (decision 0034): with a post's author about the post, or with a
 * user. Refuses the caller's own post or self, a post they may not see, a block either way, an
 * account that is not active; a new account starts at most 10 new conversations a day.
 */
export function createOpenService(app: FastifyInstance) {
  const blocks = createBlockRepository(app.db);
  const people = createPeopleRepository(app.db);

  async function counterpart(
    userId: number,
    target: { postId?: number | undefined; userId?: number | undefined },
  ): Promise<Counterpart> {
    if (target.postId !== undefined) {
      const post = await people.post(target.postId);
      if (!post || !canSee(POSTS, post, userId, app.now())) {
        throw new Refusal(Code.notFound, MessageReasons.postGone);
      }
      return { otherId: post.user_id, postId: post.id };
    }
    return { otherId: target.userId!, postId: null };
  }

  return async function open(
    userId: number,
    target: { postId?: number | undefined; userId?: number | undefined },
  ): Promise<number> {
    const { otherId, postId } = await counterpart(userId, target);
    const other = await people.user(otherId);
    if (!other) throw new Refusal(Code.notFound, MessageReasons.userNotFound);
    if (otherId === userId) throw new Refusal(Code.invalid, MessageReasons.self);
    if (other.status !== 'active') throw new Refusal(Code.conflict, MessageReasons.otherInactive);
    await refuseBlocked(blocks, userId, otherId);
    const [low, high] = userId < otherId ? [userId, otherId] : [otherId, userId];
    const pairKey = `${postId === null ? 'u' : `p${postId}`}:${low}:${high}`;
    return app.db.transaction().execute(async (trx: Db) => {
      const { id, created } = await createConversationRepository(trx).open(
        pairKey,
        postId,
        userId,
        otherId,
        app.now(),
      );
      if (created) {
        await claimNewcomerQuota(app, trx, userId, 'newAccountConversations');
      }
      return id;
    });
  };
}

/** Refuses with 409 when either of the two blocked the other. */
export async function refuseBlocked(
  blocks: ReturnType<typeof createBlockRepository>,
  userId: number,
  otherId: number,
): Promise<void> {
  const block = await blocks.between(userId, otherId);
  if (block.byMe) throw new Refusal(Code.conflict, MessageReasons.blockedByMe);
  if (block.byOther) throw new Refusal(Code.conflict, MessageReasons.blockedByOther);
}
