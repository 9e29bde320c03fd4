import type { Insertable, Selectable } from 'kysely';
import type { PostStatusValue, PostTable } from '../../db/schema';

export type PostRow = Selectable<PostTable>;
/** A post with its author's public name, as detail and write calls answer it. */
export type PostWithAuthor = PostRow & { author_nick_name: string };
export type PostValues = Omit<
  Insertable<PostTable>,
  'id' | 'view_count' | 'reply_count' | 'like_count' | 'share_count'
>;
/** What the owner's edit writes: the form's columns and the time. */
export type PostEdit = Omit<PostValues, 'user_id' | 'status' | 'created_at' | 'expires_at'>;

/** A status change and its reason (null unless an administrator or the threshold set it). */
export interface StatusChange {
  status: PostStatusValue;
  reason: string | null;
  now: number;
}

/**
 * Every column of PostTable, named: `select *` would also fetch the search index's column on
 * PostgreSQL (a tsvector as long as the text), which no answer needs.
 */
export const POST_COLUMNS = [
  'id',
  'user_id',
  'category_id',
  'region_id',
  'country_id',
  'state_id',
  'metro_id',
  'title',
  'content',
  'images',
  'thumb_url',
  'image_count',
  'contact_phone',
  'contact_wechat',
  'contact_email',
  'price',
  'price_unit',
  'latitude',
  'longitude',
  'address',
  'status',
  'view_count',
  'reply_count',
  'like_count',
  'share_count',
  'recommended_at',
  'recommend_until',
  'status_reason',
  'content_hash',
  'created_at',
  'updated_at',
  'expires_at',
  'closed_kind',
  'closed_at',
  'open_expires_at',
  'edited_at',
  'fields',
] as const satisfies readonly (keyof PostTable)[];
export const QUALIFIED = POST_COLUMNS.map((c) => `posts.${c}` as const);

/** Others see a post while this holds; its author sees it in every status but deleted. */
export const PUBLISHED = 'published';

/** What the owner may still delete: every status but deleted. */
export const LIVE_STATUSES = ['pending', 'published', 'hidden', 'expired'] as const;
