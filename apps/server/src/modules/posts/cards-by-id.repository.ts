import type { Db } from '../../db/database';
import { cardsOf, type PostListRow } from './post-cards.repository';

export type PostCardRow = PostListRow & { user_id: number; edited_at: number | null };

/** Posts' cards by id in any status, with what deciding who sees them needs (favourites). */
export function postCardsById(db: Db, ids: readonly number[]): Promise<PostCardRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return cardsOf(db)
    .select(['posts.user_id', 'posts.edited_at'])
    .where('posts.id', 'in', ids)
    .execute();
}
