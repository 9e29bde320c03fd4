import type { Article, ArticleListItem, UploadedImage } from '@huaren/contract';
import type { CatalogSnapshot } from '../../core/site/catalog';
import type { ArticleListRow } from './article-list.repository';
import type { ArticleWithAuthor } from './article.repository';
import { isoTime } from '../../lib/iso-time';

/** The detail; the Markdown source only for its author's editor. */
export function presentArticle(
  row: ArticleWithAuthor,
  catalog: CatalogSnapshot,
  viewerId: number | null,
): Article {
  const mine = viewerId === row.user_id;
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    summaryChosen: row.summary_chosen === 1,
    bodyHtml: row.body_html,
    body: mine ? row.body : null,
    cover: row.cover === null ? null : (JSON.parse(row.cover) as UploadedImage),
    coverChosen: row.cover_chosen === 1,
    regionId: row.region_id,
    regionPathName: catalog.place(row.region_id)?.pathName ?? '',
    ...statusAndCounts(row),
    updatedAt: isoTime(row.updated_at),
    author: { id: row.user_id, nickName: row.author_nick_name },
    liked: row.liked === 1,
    mine,
  };
}

export function presentArticleItem(row: ArticleListRow, catalog: CatalogSnapshot): ArticleListItem {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    coverThumbUrl: row.cover_thumb_url,
    regionId: row.region_id,
    regionPathName: catalog.place(row.region_id)?.pathName ?? '',
    author: { id: row.user_id, nickName: row.author_nick_name },
    ...statusAndCounts(row),
  };
}

/** What the detail and the card both show, in this order. */
function statusAndCounts(row: ArticleListRow | ArticleWithAuthor) {
  return {
    status: row.status,
    statusReason: row.status_reason,
    viewCount: row.view_count,
    commentCount: row.comment_count,
    likeCount: row.like_count,
    createdAt: isoTime(row.created_at),
  };
}
