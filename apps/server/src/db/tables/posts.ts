import type { Generated } from 'kysely';

// Uploads, and posts with their replies, likes, reports, cases and search index (conventions:
// schema.ts).

/**
 * An image someone uploaded: one row per uploader and image (two users uploading the same photo
 * share its file and each own a row). `id` is the SHA-256 hex of the stored WebP.
 */
export interface UploadTable {
  id: string;
  user_id: number;
  /** Of the stored full-size image, after rotation and resizing. */
  width: number;
  height: number;
  /** Of the stored full-size WebP. */
  bytes: number;
  created_at: number;
}

/** DESIGN.md section 5. `expired` is also derived: a published post past `expires_at` is expired. */
export type PostStatusValue = 'pending' | 'published' | 'hidden' | 'deleted' | 'expired';

/** A classified post (issue 4); docs/decisions/0006-posts.md. */
export interface PostTable {
  id: Generated<number>;
  user_id: number;
  category_id: number;
  region_id: number;
  /** The region's country, state and metro (null above the region's level): one column per filter. */
  country_id: number;
  state_id: number | null;
  metro_id: number | null;
  title: string;
  content: string;
  /** JSON array of the contract's UploadedImage, in display order. */
  images: string;
  thumb_url: string | null;
  image_count: number;
  contact_phone: string | null;
  contact_wechat: string | null;
  contact_email: string | null;
  /** Cents. */
  price: number | null;
  /** Null: the price of the thing itself; else `month` or `hour` (only with a price). */
  price_unit: 'month' | 'hour' | null;
  latitude: number | null;
  longitude: number | null;
  address: string | null;
  status: PostStatusValue;
  view_count: Generated<number>;
  reply_count: Generated<number>;
  like_count: Generated<number>;
  /** Shares from the app's share sheet, once a day per reader (decision 0039). */
  share_count: Generated<number>;
  recommended_at: number | null;
  /** The end of the recommendation (exclusive); the home page shows it only before. */
  recommend_until: number | null;
  /** Why an administrator or the report threshold set the status; null otherwise. */
  status_reason: string | null;
  /** SHA-256 of the normalised title and content: the duplicate-post rule (decision 0008). */
  content_hash: string | null;
  created_at: number;
  updated_at: number;
  expires_at: number;
  /** The author's sold / rented / filled mark (decision 0038); null while open. */
  closed_kind: ClosedKindValue | null;
  closed_at: number | null;
  /** While marked: the life the post had before the mark, given back by an undo. */
  open_expires_at: number | null;
  /** The author's last edit (not renewals or moderation); null if never edited. */
  edited_at: number | null;
  /** The answers to the category's fields by key, JSON (decision 0041); '{}' for none. */
  fields: Generated<string>;
}

/** What the author's mark says: 已售, 已租 or 已招满 (decision 0038). */
export type ClosedKindValue = 'sold' | 'rented' | 'filled';

export interface PostReplyTable {
  id: Generated<number>;
  post_id: number;
  user_id: number;
  parent_id: number | null;
  reply_to_id: number | null;
  reply_to_user_id: number | null;
  recipient_id: number;
  content: string;
  child_count: Generated<number>;
  /** 1: an administrator hid it (replies have no other status). */
  hidden: Generated<number>;
  status_reason: string | null;
  created_at: number;
}

export interface PostLikeTable {
  id: Generated<number>;
  post_id: number;
  user_id: number;
  created_at: number;
}

export interface PostReportTable {
  id: Generated<number>;
  post_id: number;
  user_id: number;
  reason: string;
  text: string | null;
  /** The report case it belongs to (null only for reports made before cases existed). */
  case_id: number | null;
  created_at: number;
}

/** One reported post's reports while open, and what an administrator did (decision 0008). */
export interface ReportCaseTable {
  id: Generated<number>;
  post_id: number;
  state: 'open' | 'closed';
  /** Distinct reporters (a user reports a post once). */
  reporter_count: Generated<number>;
  first_reported_at: number;
  last_reported_at: number;
  /** 1: the threshold hid the post in this case. */
  auto_hidden: Generated<number>;
  resolution_action: 'dismiss' | 'hide' | 'delete' | 'ban' | null;
  resolution_reason: string | null;
  resolved_by: number | null;
  resolved_at: number | null;
}

/** A reader counted for a post's or an article's views on a day (UTC day number). */
export interface ViewReaderTable {
  kind: 'posts' | 'articles';
  item_id: number;
  /** `u<user id>`, or a visitor's daily hash: never an address. */
  reader: string;
  day: number;
}
