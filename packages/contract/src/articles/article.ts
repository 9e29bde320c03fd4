import { z } from '../z';
import { Author, ItemRef, placeFields, statusAndCounts, viewerFields } from '../content/item';
import { threadEntry, withChildren, withItem } from '../content/thread';
import { UploadedImage } from '../uploads/calls';

/**
 * DESIGN.md section 5: pending → published, published ⇄ hidden (moderation), deleted (soft, by
 * the owner). Articles do not expire.
 */
export const ArticleStatus = z.enum(['pending', 'published', 'hidden', 'deleted']);
export type ArticleStatus = z.infer<typeof ArticleStatus>;

const articleStatusAndCounts = statusAndCounts(ArticleStatus, 'commentCount');

/** GET /v1/user/articles/{id}/ */
export const Article = z.object({
  ...ItemRef.shape,
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
  ...placeFields,
  ...articleStatusAndCounts,
  updatedAt: z.string(),
  ...viewerFields,
});
export type Article = z.infer<typeof Article>;

/** An article in the feed and in the personal lists: a card, without the body. */
export const ArticleListItem = z.object({
  ...ItemRef.shape,
  summary: z.string(),
  /** The cover's thumbnail, or null. */
  coverThumbUrl: z.string().nullable(),
  ...placeFields,
  author: Author,
  ...articleStatusAndCounts,
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

/** my_comment_list: a comment with the article it belongs to. */
export const MyComment = withItem(ArticleComment, 'article');
export type MyComment = z.infer<typeof MyComment>;
