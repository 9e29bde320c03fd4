import { ARTICLE_MAX_IMAGES, ARTICLE_TEXT_MIN } from '@huaren/contract';
import { ContentReasons } from '../../core/content/reasons';

/** Every reason the article calls answer, as the user reads it; tests compare them exactly. */
export const ArticleReasons = {
  articleNotFound: ContentReasons.articleNotFound,
  commentNotFound: ContentReasons.commentNotFound,
  regionNotFound: '地区不存在',
  imageNotFound: '图片不存在，请重新上传',
  coverNotFound: '封面图片不存在，请重新上传',
  tooManyImages: `正文最多 ${ARTICLE_MAX_IMAGES} 张图片`,
  textTooShort: `正文至少 ${ARTICLE_TEXT_MIN} 个字`,
  articleTooOften: (hours: number) => `今天发布的文章太多了，请 ${hours} 小时后再试`,
  commentTooOften: (minutes: number) => `评论太频繁，请 ${minutes} 分钟后再试`,
} as const;
