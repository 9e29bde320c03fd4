import type { Post } from '@huaren/contract';
import { relativeTime } from '@huaren/contract/time';
import { useCategoriesQuery } from '../../api/categories';
import { openLocationPath } from '../../nav/paths';
import { formatPrice } from '../../lib/price';
import { AppLink } from '../AppLink';
import { AuthorLink } from '../AuthorLink';
import { PinIcon } from '../icons';
import { StatusNote } from '../StatusNote';
import { regionShort } from './PostCard';
import styles from './PostBody.module.css';

const STATUS_NOTE: Partial<Record<Post['status'], string>> = {
  expired: '此信息已过期，仅您本人可见。续期后重新展示。',
  hidden: '此信息已被隐藏，仅您本人可见。',
  pending: '此信息正在审核中。',
};

/** Title, price, meta line and the text of a post. */
export function PostBody({ post }: { post: Post }) {
  // A post without a price in a category with prices asks 面议 (decision 0006).
  const hasPrice = useCategoriesQuery().data?.find((c) => c.id === post.categoryId)?.hasPrice;
  return (
    <article className={styles.body} data-testid="post-body">
      <StatusNote text={STATUS_NOTE[post.status]} />
      <h2 className={styles.title} data-testid="post-title">
        {post.title}
      </h2>
      {(post.price !== null || hasPrice) && (
        <p className={styles.price} data-testid="post-price">
          {post.price === null ? '面议' : formatPrice(post.price, post.priceUnit)}
        </p>
      )}
      <p className={styles.meta}>
        <span className={styles.tag}>{post.categoryName}</span>
        <span>{regionShort(post.regionPathName)}</span>
        <AuthorLink author={post.author} className={styles.author} />
        {/* Drawn by the server a moment earlier (decision 0047): the minute may have turned. */}
        <span suppressHydrationWarning>{relativeTime(post.createdAt)}</span>
        <span>浏览 {post.viewCount}</span>
      </p>
      <p className={styles.content} data-testid="post-content">
        {post.content}
      </p>
      {post.location && (
        <AppLink to={openLocationPath(post.location)} className={styles.location}>
          <PinIcon size={16} />
          <span>{post.location.address}</span>
        </AppLink>
      )}
    </article>
  );
}
