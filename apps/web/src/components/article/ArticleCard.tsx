import type { ArticleListItem } from '@huaren/contract';
import { relativeTime } from '@huaren/contract/time';
import type { ReactNode } from 'react';
import { articleDetailPath } from '../../nav/paths';
import { AppLink } from '../AppLink';
import { AuthorLink } from '../AuthorLink';
import cards from '../CardList.module.css';
import { regionShort } from '../post/PostCard';
import styles from './ArticleCard.module.css';

interface ArticleCardProps {
  article: ArticleListItem;
  /** Where a tap leads; the public detail by default. */
  to?: string;
  /** Before the title (my articles: the status). */
  badge?: ReactNode;
  /** In place of the link: a checkbox row (my articles' select mode). */
  select?: { checked: boolean; onChange: (checked: boolean) => void };
  /** Buttons under the card, outside its link. */
  actions?: ReactNode;
}

/** One article in a list: title, summary, author, region, time, counts and its cover. */
export function ArticleCard({ article, to, badge, select, actions }: ArticleCardProps) {
  const content = (
    <>
      <span className={cards.text}>
        <span className={styles.title}>
          {badge}
          {article.title}
        </span>
        {article.summary && <span className={styles.summary}>{article.summary}</span>}
        <span className={cards.meta}>
          <AuthorLink author={article.author} className={styles.author} inLink={!select} />
          <span>{regionShort(article.regionPathName)}</span>
          <span>{relativeTime(article.createdAt)}</span>
        </span>
        <span className={cards.meta}>
          <span>浏览 {article.viewCount}</span>
          <span>评论 {article.commentCount}</span>
          <span>赞 {article.likeCount}</span>
        </span>
      </span>
      {article.coverThumbUrl && (
        <img className={styles.cover} src={article.coverThumbUrl} alt="" loading="lazy" />
      )}
    </>
  );
  return (
    <li className={cards.item} data-testid="article-card" data-article-id={article.id}>
      {select ? (
        <label className={styles.link}>
          <input
            type="checkbox"
            className={styles.check}
            checked={select.checked}
            onChange={(event) => select.onChange(event.target.checked)}
            aria-label={`选择 ${article.title}`}
          />
          {content}
        </label>
      ) : (
        <AppLink to={to ?? articleDetailPath(article.id)} className={styles.link}>
          {content}
        </AppLink>
      )}
      {actions}
    </li>
  );
}
