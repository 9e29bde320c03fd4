import type { AuditAction, AuditTargetType, CategoryIcon, UserRole } from '@huaren/contract';
import type { Generated } from 'kysely';

/**
 * The one description of the tables, shared by both dialects. Conventions every later table
 * keeps: integer ids; timestamps as milliseconds since the epoch in `bigint` columns (read back as
 * numbers on PostgreSQL too, see database.ts); flags as integer 0/1, because better-sqlite3
 * cannot bind booleans and PostgreSQL will not compare a boolean with an integer.
 */

export interface RegionTable {
  id: Generated<number>;
  parent_id: number | null;
  name: string;
  /** RegionLevel of the contract: 1 country, 2 state or province, 3 metro area. */
  level: number;
  sort_order: number;
}

export interface CategoryTable {
  id: Generated<number>;
  name: string;
  icon: CategoryIcon;
  color: string;
  recommended: number;
  has_price: number;
  sort_order: number;
  /** Bit mask of the client types that list the category: bit 0 is clientType 1, bit 1 is clientType 2. */
  client_types: number;
  /** 1: a new post waits as `pending` until an administrator approves it (decision 0008). */
  premoderated: Generated<number>;
}

export interface ParamConfigTable {
  key: string;
  value: string;
  updated_at: number;
}

/** Single-use request nonces of the replay protection, kept until their timestamp leaves the window. */
export interface RequestNonceTable {
  nonce: string;
  expires_at: number;
}

export type UserStatus = 'active' | 'banned';

/** E-mail (lower-cased) and phone (E.164) are each unique when present; at least one is. */
export interface UserTable {
  id: Generated<number>;
  nick_name: string;
  email: string | null;
  phone: string | null;
  wechat: string | null;
  /** `scrypt$N$r$p$salt$hash` (see auth/password.ts): the parameters travel with the hash. */
  password_hash: string;
  /** Granted and revoked from the command line only (npm run admin; decision 0008). */
  role: Generated<UserRole>;
  status: Generated<UserStatus>;
  ban_reason: string | null;
  /** Wrong passwords since the last success or lock; reset when it reaches the lock threshold. */
  failed_logins: Generated<number>;
  locked_until: number | null;
  created_at: number;
  updated_at: number;
}

/** A login. Only the SHA-256 of the token is kept: a leaked table opens no session. */
export interface SessionTable {
  token_hash: string;
  user_id: number;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
  ip: string;
  device: string;
}

export type VcodePurpose = 'signup' | 'bind-new' | 'reset' | 'my';

/** A verification code sent (or, for an unknown account's reset, pretended to be sent). */
export interface VerificationCodeTable {
  id: Generated<number>;
  purpose: VcodePurpose;
  /** The e-mail or E.164 phone the code went to. */
  target: string;
  /** The account that asked, for codes only that account may use (bind-new, my). */
  user_id: number | null;
  code_hash: string;
  created_at: number;
  expires_at: number;
  /** Tries so far, the right one included; a code is dead once it reaches the limit. */
  attempts: Generated<number>;
  consumed_at: number | null;
}

export interface LoginLogTable {
  id: Generated<number>;
  user_id: number;
  created_at: number;
  ip: string;
  device: string;
  success: number;
}

/** A counter per key, alive until `expires_at` (the window starts at its first hit). */
export interface RateLimitTable {
  key: string;
  window_start: number;
  expires_at: number;
  count: number;
}

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
  latitude: number | null;
  longitude: number | null;
  address: string | null;
  status: PostStatusValue;
  view_count: Generated<number>;
  reply_count: Generated<number>;
  like_count: Generated<number>;
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
}

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

export type ArticleStatusValue = 'pending' | 'published' | 'hidden' | 'deleted';

/** A community article (issue 5); docs/decisions/0007-article-bodies.md. */
export interface ArticleTable {
  id: Generated<number>;
  user_id: number;
  region_id: number;
  /** The region's country, state and metro (null above the region's level): one column per filter. */
  country_id: number;
  state_id: number | null;
  metro_id: number | null;
  title: string;
  summary: string;
  /** 1 when the author wrote the summary, 0 when it is the start of the body's text. */
  summary_chosen: number;
  /** The author's Markdown. */
  body: string;
  /** What readers get: rendered from `body` and sanitised when it was written. */
  body_html: string;
  /** JSON of the contract's UploadedImage, or null for an article without images. */
  cover: string | null;
  cover_thumb_url: string | null;
  /** 1 when the author picked the cover, 0 when it is the body's first image. */
  cover_chosen: number;
  status: ArticleStatusValue;
  status_reason: string | null;
  view_count: Generated<number>;
  comment_count: Generated<number>;
  like_count: Generated<number>;
  created_at: number;
  updated_at: number;
}

/** The uploads an article's body shows. */
export interface ArticleImageTable {
  article_id: number;
  image_id: string;
}

export interface ArticleLikeTable {
  id: Generated<number>;
  article_id: number;
  user_id: number;
  created_at: number;
}

export interface ArticleCommentTable {
  id: Generated<number>;
  article_id: number;
  user_id: number;
  parent_id: number | null;
  reply_to_user_id: number | null;
  content: string;
  child_count: Generated<number>;
  status: 'published' | 'deleted';
  /** 1: an administrator hid it; `status` stays the author's (deleted or not). */
  hidden: Generated<number>;
  status_reason: string | null;
  created_at: number;
}

/**
 * One administrator action (decision 0008), written in the action's transaction and never changed
 * afterwards. `actor_id` is null for the command line.
 */
export interface AuditLogTable {
  id: Generated<number>;
  actor_id: number | null;
  /** `<target>.<verb>`: `user.ban`, `category.update`, `report.dismiss`, ... */
  action: AuditAction;
  target_type: AuditTargetType;
  /** An id, or a config key. */
  target_id: string;
  reason: string | null;
  /** JSON objects of the changed fields, or null. */
  before: string | null;
  after: string | null;
  created_at: number;
}

export interface Database {
  regions: RegionTable;
  categories: CategoryTable;
  param_config: ParamConfigTable;
  request_nonces: RequestNonceTable;
  users: UserTable;
  sessions: SessionTable;
  verification_codes: VerificationCodeTable;
  login_logs: LoginLogTable;
  rate_limits: RateLimitTable;
  uploads: UploadTable;
  posts: PostTable;
  post_replies: PostReplyTable;
  post_likes: PostLikeTable;
  post_reports: PostReportTable;
  report_cases: ReportCaseTable;
  articles: ArticleTable;
  article_images: ArticleImageTable;
  article_likes: ArticleLikeTable;
  article_comments: ArticleCommentTable;
  audit_log: AuditLogTable;
}
