import type { Generated } from 'kysely';

/** A user's favourite (收藏): private, one per user and item (decision 0038). */
export interface FavouriteTable {
  id: Generated<number>;
  user_id: number;
  /** The content kind's contract type. */
  item_type: 'post' | 'article';
  item_id: number;
  created_at: number;
}
