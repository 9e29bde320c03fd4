import type {
  RegionTable,
  CategoryTable,
  ParamConfigTable,
  RequestNonceTable,
  StreamTicketTable,
  RebuildStateTable,
} from './tables/site';
import type {
  UserTable,
  SessionTable,
  VerificationCodeTable,
  LoginLogTable,
  RateLimitTable,
} from './tables/accounts';
import type {
  UploadTable,
  PostTable,
  PostReplyTable,
  PostLikeTable,
  PostReportTable,
  ReportCaseTable,
  ViewReaderTable,
} from './tables/posts';
import type {
  ArticleTable,
  ArticleImageTable,
  ArticleLikeTable,
  ArticleCommentTable,
} from './tables/articles';
import type { AuditLogTable } from './tables/audit';
import type { JobTable } from './tables/jobs';
import type {
  NotificationTable,
  NotificationPrefTable,
  ServerSecretTable,
  PushSubscriptionTable,
} from './tables/notifications';
import type {
  ConversationTable,
  ConversationMemberTable,
  MessageTable,
  UserBlockTable,
  MessageReportTable,
} from './tables/messages';
import type {
  SavedSearchHitTable,
  SavedSearchTable,
  SavedSearchTokenTable,
} from './tables/saved-searches';
import type { FavouriteTable } from './tables/favourites';
import type { CategoryFieldTable, PostFieldValueTable } from './tables/category-fields';

/**
 * The one description of the tables (their types by area in tables/), shared by both dialects.
 * Conventions every table keeps: integer ids; timestamps as milliseconds since the epoch in
 * `bigint` columns (read back as numbers on PostgreSQL too, see database.ts); flags as integer
 * 0/1, because better-sqlite3 cannot bind booleans and PostgreSQL will not compare a boolean with
 * an integer.
 */

export type * from './tables/site';
export type * from './tables/accounts';
export type * from './tables/posts';
export type * from './tables/articles';
export type * from './tables/audit';
export type * from './tables/jobs';
export type * from './tables/notifications';
export type * from './tables/messages';
export type * from './tables/saved-searches';
export type * from './tables/favourites';
export type * from './tables/category-fields';

export interface Database {
  regions: RegionTable;
  categories: CategoryTable;
  category_fields: CategoryFieldTable;
  param_config: ParamConfigTable;
  rebuild_state: RebuildStateTable;
  request_nonces: RequestNonceTable;
  stream_tickets: StreamTicketTable;
  users: UserTable;
  sessions: SessionTable;
  verification_codes: VerificationCodeTable;
  login_logs: LoginLogTable;
  rate_limits: RateLimitTable;
  uploads: UploadTable;
  posts: PostTable;
  post_replies: PostReplyTable;
  post_likes: PostLikeTable;
  post_field_values: PostFieldValueTable;
  post_reports: PostReportTable;
  report_cases: ReportCaseTable;
  view_readers: ViewReaderTable;
  articles: ArticleTable;
  article_images: ArticleImageTable;
  article_likes: ArticleLikeTable;
  article_comments: ArticleCommentTable;
  audit_log: AuditLogTable;
  jobs: JobTable;
  notifications: NotificationTable;
  notification_prefs: NotificationPrefTable;
  server_secrets: ServerSecretTable;
  push_subscriptions: PushSubscriptionTable;
  conversations: ConversationTable;
  conversation_members: ConversationMemberTable;
  messages: MessageTable;
  user_blocks: UserBlockTable;
  message_reports: MessageReportTable;
  saved_searches: SavedSearchTable;
  saved_search_hits: SavedSearchHitTable;
  saved_search_tokens: SavedSearchTokenTable;
  favourites: FavouriteTable;
}
