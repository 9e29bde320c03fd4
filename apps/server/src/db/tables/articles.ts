import type { Generated } from 'kysely';

// Community articles with their images, likes and comments (conventions: schema.ts).

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
