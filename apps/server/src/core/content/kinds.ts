import type { ArticleStatusValue, PostStatusValue } from '../../db/schema';
import { ContentReasons } from './reasons';

/**
 * Posts and articles are two kinds of one thing: content with an author, a region, a status, a
 * thread, likes, views and reports (docs/architecture.md, "Content kinds"). Each shared part takes
 * a kind's description instead of naming its tables, so a feature written against ContentKind
 * (favourites, notifications, sharing, conversion) works for every kind, and a new kind is one
 * more description here.
 */
export interface ContentKind {
  /** The contract's content type: the console's lists, audit targets, keys of later features. */
  type: 'post' | 'article';
  table: 'posts' | 'articles';
  /** The column likes, thread entries and reports point at an item with. */
  idColumn: 'post_id' | 'article_id';
  /** Who wrote it: ownership, "mine", whom to tell. */
  authorColumn: 'user_id';
  /** Every status; others see `published` ones only, the author every one but `deleted`. */
  statuses: readonly (PostStatusValue | ArticleStatusValue)[];
  /** Published items are public only before `expires_at` (posts); false: for good. */
  expires: boolean;
  /** One row (id, idColumn, user_id, created_at) per user and item; `like_count` on the item. */
  likes: 'post_likes' | 'article_likes';
  thread: ThreadKind;
  /** Reports filed into cases, one open case per item; null for a kind that takes none yet. */
  reports: ReportKind | null;
  /** What a missing or invisible item answers (404). */
  notFound: string;
}

/** Where a kind's reports go: one row per reporter and item, grouped into cases. */
export interface ReportKind {
  table: 'post_reports';
  cases: 'report_cases';
  /** The column both tables point at the item with. */
  itemColumn: 'post_id';
}

/** The entries under each item: one level of threading, hidden by administrators with a flag. */
export interface ThreadKind {
  /** The contract's content type of an entry. */
  type: 'reply' | 'comment';
  table: 'post_replies' | 'article_comments';
  /** The item's count of visible entries. */
  count: 'reply_count' | 'comment_count';
  /**
   * Entries that record whom they are for (`recipient_id`: the answered writer, else the item's
   * author) and which entry they answer (`reply_to_id`), for a "received" list.
   */
  recipients: boolean;
  /** Entries their writers may delete (`status` published | deleted); a deleted one stays so. */
  deletable: boolean;
  notFound: string;
}

export const PUBLISHED = 'published';

export const POSTS = {
  type: 'post',
  table: 'posts',
  idColumn: 'post_id',
  authorColumn: 'user_id',
  statuses: ['pending', 'published', 'hidden', 'deleted', 'expired'],
  expires: true,
  likes: 'post_likes',
  thread: {
    type: 'reply',
    table: 'post_replies',
    count: 'reply_count',
    recipients: true,
    deletable: false,
    notFound: ContentReasons.replyNotFound,
  },
  reports: { table: 'post_reports', cases: 'report_cases', itemColumn: 'post_id' },
  notFound: ContentReasons.postNotFound,
} as const satisfies ContentKind;

export const ARTICLES = {
  type: 'article',
  table: 'articles',
  idColumn: 'article_id',
  authorColumn: 'user_id',
  statuses: ['pending', 'published', 'hidden', 'deleted'],
  expires: false,
  likes: 'article_likes',
  thread: {
    type: 'comment',
    table: 'article_comments',
    count: 'comment_count',
    recipients: false,
    deletable: true,
    notFound: ContentReasons.commentNotFound,
  },
  reports: null,
  notFound: ContentReasons.articleNotFound,
} as const satisfies ContentKind;

/** Every kind, for the parts that work across all of them (moving a region, the console). */
export const CONTENT_KINDS: readonly ContentKind[] = [POSTS, ARTICLES];
