import { Code } from '@huaren/contract';
import type { FastifyInstance } from 'fastify';
import { createItemRepository } from '../../core/content/item.repository';
import { ARTICLES, POSTS } from '../../core/content/kinds';
import { canSee } from '../../core/content/visibility';
import type { Db } from '../../db/database';
import { Refusal } from '../../lib/envelope';
import { createBlockRepository } from '../../core/content/block.repository';
import { createConversationRepository } from './conversation.repository';
import { createPeopleRepository } from './people.repository';
import { claimNewcomerQuota, MessageReasons } from './rules';

/** What a conversation is opened from: a post, an article or a user (one of them). */
export interface OpenTarget {
  postId?: number | undefined;
  articleId?: number | undefined;
  userId?: number | undefined;
}

/** Who a conversation would be with, and the post or article it would be about. */
interface Counterpart {
  otherId: number;
  about: { postId: number | null; articleId: number | null };
  /** The pair key's prefix: `p<post>`, `a<article>` or `u` (decisions 0034, 0037). */
  prefix: string;
}

const NOTHING = { postId: null, articleId: null };

/**
 * Opens or resumes a conversation (decisions 0034, 0037): with a post's author about the post,
 * with an article's author about the article, or with a user. Refuses the caller's own post or
 * article or self, an item they may not see, a block either way, an account that is not active;
 * a new account starts at most 10 new conversations a day.
 */
export function createOpenService(app: FastifyInstance) {
  const blocks = createBlockRepository(app.db);
  const people = createPeopleRepository(app.db);

  /** The kinds a conversation may be about: where the target names one, and the key's prefix. */
  const itemKinds = [
    {
      kind: POSTS,
      idOf: (t: OpenTarget) => t.postId,
      about: (postId: number) => ({ ...NOTHING, postId }),
      prefix: 'p',
      gone: MessageReasons.postGone,
    },
    {
      kind: ARTICLES,
      idOf: (t: OpenTarget) => t.articleId,
      about: (articleId: number) => ({ ...NOTHING, articleId }),
      prefix: 'a',
      gone: MessageReasons.articleGone,
    },
  ].map((about) => ({ ...about, items: createItemRepository(app.db, about.kind) }));

  async function counterpart(userId: number, target: OpenTarget): Promise<Counterpart> {
    for (const { kind, idOf, about, prefix, gone, items } of itemKinds) {
      const id = idOf(target);
      if (id === undefined) continue;
      const item = await items.findHeader(id);
      if (!item || !canSee(kind, item, userId, app.now())) throw new Refusal(Code.notFound, gone);
      return { otherId: item.user_id, about: about(item.id), prefix: `${prefix}${item.id}` };
    }
    return { otherId: target.userId!, about: NOTHING, prefix: 'u' };
  }

  return async function open(userId: number, target: OpenTarget): Promise<number> {
    const { otherId, about, prefix } = await counterpart(userId, target);
    const other = await people.user(otherId);
    if (!other) throw new Refusal(Code.notFound, MessageReasons.userNotFound);
    if (otherId === userId) throw new Refusal(Code.invalid, MessageReasons.self);
    if (other.status !== 'active') throw new Refusal(Code.conflict, MessageReasons.otherInactive);
    await refuseBlocked(blocks, userId, otherId);
    const [low, high] = userId < otherId ? [userId, otherId] : [otherId, userId];
    const pairKey = `${prefix}:${low}:${high}`;
    return app.db.transaction().execute(async (trx: Db) => {
      const { id, created } = await createConversationRepository(trx).open(
        pairKey,
        about,
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
