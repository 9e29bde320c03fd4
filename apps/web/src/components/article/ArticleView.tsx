import { relativeTime, type Article } from '@huaren/contract';
import { regionShort } from '../post/PostCard';
import { AuthorLink } from '../AuthorLink';
import { StatusNote } from '../StatusNote';
import { ArticleBody } from './ArticleBody';
import styles from './ArticleView.module.css';

const STATUS_NOTE: Partial<Record<Article['status'], string>> = {
  pending: '这篇文章正在审核中，审核通过后所有人可见。',
  hidden: '这篇文章已被隐藏，仅您本人可见。',
};

/** Title, author, region, time and the rendered body of an article. */
export function ArticleView({ article }: { article: Article }) {
  return (
    <article className={styles.article} data-testid="article-view">
      <StatusNote text={STATUS_NOTE[article.status]} />
      <h2 className={styles.title} data-testid="article-title">
        {article.title}
      </h2>
      <p className={styles.meta}>
        <AuthorLink author={article.author} className={styles.author} />
        <span>{regionShort(article.regionPathName)}</span>
        <span>{relativeTime(article.createdAt)}</span>
        <span>浏览 {article.viewCount}</span>
      </p>
      <ArticleBody html={article.bodyHtml} testId="article-body" />
    </article>
  );
}
