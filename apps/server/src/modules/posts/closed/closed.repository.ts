import type { Db } from '../../../db/database';
import type { ClosedKindValue } from '../../../db/schema';
import { updatedAny } from '../../../db/updated-any';
import { PUBLISHED } from '../../../core/content/kinds';
import { CLOSED_VISIBLE_MS } from './closed.presenter';

/**
 * The author's mark (decision 0038). Marking brings `expires_at` forward to the week's end (never
 * later than the life the post had) and keeps that life in `open_expires_at`, so visibility,
 * expiry and housekeeping need no new rule; taking the mark back gives the life back.
 */
export function createClosedRepository(db: Db) {
  return {
    /** The facts a mark, an undo or a reply decides on; undefined for another user's post. */
    find(id: number, trx: Db = db) {
      return trx
        .selectFrom('posts')
        .select([
          'user_id',
          'status',
          'category_id',
          'price',
          'price_unit',
          'expires_at',
          'closed_kind',
          'closed_at',
        ])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** Marks a published, live, unmarked post; false when it was none of these any more. */
    async close(id: number, kind: ClosedKindValue, now: number, trx: Db): Promise<boolean> {
      const post = await this.find(id, trx);
      if (!post || post.status !== PUBLISHED || post.expires_at <= now || post.closed_at !== null) {
        return false;
      }
      return updatedAny(
        trx
          .updateTable('posts')
          .set({
            closed_kind: kind,
            closed_at: now,
            open_expires_at: post.expires_at,
            expires_at: Math.min(post.expires_at, now + CLOSED_VISIBLE_MS),
          })
          .where('id', '=', id)
          .where('status', '=', PUBLISHED)
          .where('closed_at', 'is', null),
      );
    },

    /** Takes a mark back while its week lasts; false otherwise. */
    async reopen(id: number, now: number, trx: Db): Promise<boolean> {
      return updatedAny(
        trx
          .updateTable('posts')
          .set((eb) => ({
            closed_kind: null,
            closed_at: null,
            expires_at: eb.fn.coalesce('open_expires_at', 'expires_at'),
            open_expires_at: null,
          }))
          .where('id', '=', id)
          .where('status', 'in', [PUBLISHED, 'expired'])
          .where('closed_at', '>', now - CLOSED_VISIBLE_MS),
      );
    },
  };
}
