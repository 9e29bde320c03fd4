import { z } from '../z';
import { Author } from '../content/item';
import { threadEntry, withChildren, withItem } from '../content/thread';
import { UploadedImage } from '../uploads/calls';

/**
 * DESIGN.md section 5: pending → published, published ⇄ hidden (moderation), deleted (soft, by
 * the owner). Articles do not expire.
 */
export const ArticleStatus = z.enum(['pending', 'published', 'hidden', 'deleted']);
export type ArticleStatus = z.infer<typeof ArticleStatus>;

/** What the detail and the card both show, in this order. */
const statusAndCounts = {
  /** Always `published` in the feed and my likes; my articles shows each one's own status. */
  status: ArticleStatus,
  /** Why an administrator hid it (its author reads it); null otherwise. */
  statusReason: z.string().nullable(),
  viewCount: z.number().int(),
  commentCount: z.number().int(),
  likeCount: z.number().int(),
  createdAt: z.string(),
};

/** GET /v1/user/articles/{id}/ */
export const Article = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  /** Whether the author wrote the summary (false: it is the start of the body's text). */
  summaryChosen: z.boolean(),
  /**
   * The body rendered from its Markdown and sanitised by the server (decision 0007): a small
   * HTML subset, links with rel="nofollow noopener", images from our upload store only.
   */
  bodyHtml: z.string(),
  /** The Markdown source, for its author's editor; null for everyone else. */
  body: z.string().nullable(),
  /** The explicit cover, or the body's first image; null for an article without images. */
  cover: UploadedImage.nullable(),
  /** Whether the author chose the cover (false: it follows the body's first image). */
  coverChosen: z.boolean(),
  regionId: z.number().int(),
  regionPathName: z.string(),
  ...statusAndCounts,
  updatedAt: z.string(),
  author: Author,
  /** Whether the caller likes it (false for a visitor). */
  liked: z.boolean(),
  /** Whether the caller wrote it (edit and delete are theirs). */
  mine: z.boolean(),
});
export type Article = z.infer<typeof Article>;

/** An article in the feed and in the personal lists: a card, without the body. */
export const ArticleListItem = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  /** The cover's thumbnail, or null. */
  coverThumbUrl: z.string().nullable(),
  regionId: z.number().int(),
  regionPathName: z.string(),
  author: Author,
  ...statusAndCounts,
});
export type ArticleListItem = z.infer<typeof ArticleListItem>;

/** A comment on an article, or (one level of threading) a reply to a top-level comment. */
export const ArticleComment = threadEntry('articleId').extend({
  /** The caller wrote it, or wrote the article it is under. */
  canDelete: z.boolean(),
});
export type ArticleComment = z.infer<typeof ArticleComment>;

/** A top-level comment with its first replies; load the rest with `parentId`. */
export const CommentThread = withChildren(ArticleComment);
export type CommentThread = z.infer<typeof CommentThread>;

/** Replies shown under each top-level comment in comment_list. */
export const COMMENT_PREVIEW_CHILDREN = 3;

/** my_comment_list: a comment with the article it belongs to. */
export const MyComment = withItem(ArticleComment, 'article');
export type MyComment = z.infer<typeof MyComment>;
