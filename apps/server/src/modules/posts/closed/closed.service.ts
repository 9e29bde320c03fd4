import { closedKindFor, Code, type Post } from '@huaren/contract';
import type { SessionUser } from '../../../auth/session';
import type { ContentDeps } from '../../../core/content/deps';
import { Refusal } from '../../../lib/envelope';
import { PostReasons } from '../reasons';
import { createPostService } from '../post.service';
import { createClosedRepository } from './closed.repository';
import { ClosedReasons } from './reasons';

const notFound = () => new Refusal(Code.notFound, PostReasons.postNotFound);

/** 已售 / 已租 / 已招满: the author's mark and its undo (decision 0038). Others' ids answer 404. */
export function createClosedService(deps: ContentDeps) {
  const marks = createClosedRepository(deps.db);
  const posts = createPostService(deps);
  const own = async (id: number, user: SessionUser, trx = deps.db) => {
    const post = await marks.find(id, trx);
    if (!post || post.user_id !== user.id || post.status === 'deleted') throw notFound();
    return post;
  };

  return {
    /** Marking twice answers the post as it is: a double tap changes nothing. */
    async close(id: number, user: SessionUser): Promise<Post> {
      await deps.db.transaction().execute(async (trx) => {
        const post = await own(id, user, trx);
        if (post.closed_at !== null) return;
        const category = (await deps.catalog.snapshot()).category(post.category_id);
        const kind = closedKindFor(category?.icon, {
          price: post.price,
          priceUnit: post.price_unit,
        });
        if (!(await marks.close(id, kind, deps.now(), trx))) {
          throw new Refusal(Code.invalid, ClosedReasons.cannotClose);
        }
      });
      return posts.detail(id, user);
    },

    async reopen(id: number, user: SessionUser): Promise<Post> {
      await deps.db.transaction().execute(async (trx) => {
        const post = await own(id, user, trx);
        if (post.closed_at === null) throw new Refusal(Code.invalid, ClosedReasons.notClosed);
        if (!(await marks.reopen(id, deps.now(), trx))) {
          throw new Refusal(Code.invalid, ClosedReasons.tooLate);
        }
      });
      return posts.detail(id, user);
    },
  };
}
