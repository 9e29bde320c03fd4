import type { PostListItem } from '@huaren/contract';
import { REGION_PATH_SEPARATOR } from '@huaren/contract/launch/region-path';
import { relativeTime } from '@huaren/contract/time';
import type { ReactNode } from 'react';
import { postDetailPath } from '../../nav/paths';
import { formatPrice } from '../../lib/price';
import { AppLink } from '../AppLink';
import cards from '../CardList.module.css';
import styles from './PostCard.module.css';

/** The last part of a region path: "美国>纽约州>纽约" → "纽约". */
export function regionShort(path: string): string {
  return path.split(REGION_PATH_SEPARATOR).at(-1) ?? path;
}

/** One post in a list: thumbnail, title, excerpt, region, time, counts and price. */
interface PostCardProps {
  post: PostListItem;
  /** Before the title (my posts: the status). */
  badge?: ReactNode;
  /** Buttons under the card, outside its link (my posts: edit, delete, renew). */
  actions?: ReactNode;
}

export function PostCard({ post, badge, actions }: PostCardProps) {
  return (
    <li className={cards.item} data-testid="post-card" data-post-id={post.id}>
      <AppLink to={postDetailPath(post.id)} className={cards.link}>
        <span className={cards.text}>
          <span className={styles.title}>
            {post.closed && (
              <span className={styles.closed} data-testid="post-card-closed">
                {post.closed.label}
              </span>
            )}
            {badge}
            {post.title}
          </span>
          {post.fieldLine !== '' && (
            <span className={styles.fieldLine} data-testid="post-card-fields">
              {post.fieldLine}
            </span>
          )}
          <span className={styles.excerpt}>{post.excerpt}</span>
          <span className={cards.meta}>
            <span>{regionShort(post.regionPathName)}</span>
            {/* Drawn by the server a moment earlier (decision 0047): the minute may have turned. */}
            <span suppressHydrationWarning>{relativeTime(post.createdAt)}</span>
            <span>回复 {post.replyCount}</span>
            <span>赞 {post.likeCount}</span>
            {post.shareCount !== undefined && (
              <span data-testid="post-share-count">分享 {post.shareCount}</span>
            )}
          </span>
          {post.price !== null && (
            <span className={styles.price}>{formatPrice(post.price, post.priceUnit)}</span>
          )}
        </span>
        {post.thumbUrl && (
          <span className={styles.thumbBox}>
            <img className={styles.thumb} src={post.thumbUrl} alt="" loading="lazy" />
            {post.imageCount > 1 && <span className={styles.count}>{post.imageCount}图</span>}
          </span>
        )}
      </AppLink>
      {actions}
    </li>
  );
}
