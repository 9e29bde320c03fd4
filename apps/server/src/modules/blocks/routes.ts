import { blockStatus, myBlocks } from '@huaren/contract';
import type { FastifyInstance } from 'fastify';
import { createBlockRepository } from '../../core/content/block.repository';
import { requirePublicAuthor } from '../../core/content/public-author';
import { pageFrom, timeAndIdAfter } from '../../lib/paging';
import { registerUserCall } from '../../lib/register-call';
import { isoTime } from '../../lib/iso-time';

/**
 * The caller's blocks (issue 20, decision 0042): the 黑名单 page and the state a seller's page
 * shows. blockUser itself is the messages' call (decision 0034). Each reads the caller's own rows
 * only: there is no way to name another blocker.
 */
export async function blockRoutes(app: FastifyInstance): Promise<void> {
  const blocks = createBlockRepository(app.db);

  registerUserCall(app, myBlocks, async ({ input, user }) => {
    const rows = await blocks.list(user.id, input.pageSize + 1, timeAndIdAfter(input.cursor));
    return pageFrom(
      rows,
      input.pageSize,
      (r) => ({
        id: r.blocked_id,
        nickName: r.nick_name,
        blockedAt: isoTime(r.created_at),
      }),
      (r) => [r.created_at, r.blocked_id],
    );
  });

  registerUserCall(app, blockStatus, async ({ input, user }) => {
    await requirePublicAuthor(app.db, input.userId);
    return { blocked: (await blocks.between(user.id, input.userId)).byMe };
  });
}
