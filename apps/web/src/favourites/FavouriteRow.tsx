import type { Favourite } from '@huaren/contract';
import { relativeTime } from '@huaren/contract/time';
import { ArticleCard } from '../components/article/ArticleCard';
import cards from '../components/CardList.module.css';
import { PostCard } from '../components/post/PostCard';
import { useToggleFavouriteMutation } from './api';
import styles from './FavouriteRow.module.css';

/** What became of the item since it was favourited, as tags before its title. */
function Tags({ favourite, withMark }: { favourite: Favourite; withMark: boolean }) {
  const tags: [string, string][] = [];
  if (withMark && favourite.closed) tags.push([favourite.closed.label, styles.closed!]);
  if (favourite.availability === 'gone') tags.push(['已下架', styles.gone!]);
  if (favourite.availability === 'expired') tags.push(['已过期', styles.closed!]);
  if (favourite.edited) tags.push(['已修改', styles.edited!]);
  return tags.map(([text, className]) => (
    <span key={text} className={`${styles.tag} ${className}`} data-testid="favourite-tag">
      {text}
    </span>
  ));
}

/**
 * One favourite in 我的收藏: an item still to be seen is its card (a post's card shows its mark
 * itself); an expired one keeps its title but opens nothing; a hidden or deleted one shows no
 * content at all. Both of these offer 移除.
 */
export function FavouriteRow({ favourite }: { favourite: Favourite }) {
  const remove = useToggleFavouriteMutation(favourite.type, favourite.itemId);
  const { post, article } = favourite;
  if (favourite.availability === 'visible' && post) {
    return <PostCard post={post} badge={<Tags favourite={favourite} withMark={false} />} />;
  }
  if (favourite.availability === 'visible' && article) {
    return (
      <ArticleCard article={article} badge={<Tags favourite={favourite} withMark={false} />} />
    );
  }
  const title = post?.title ?? article?.title;
  return (
    <li className={`${cards.item} ${styles.row}`} data-testid="favourite-unavailable">
      <span className={cards.text}>
        <span className={styles.title}>
          <Tags favourite={favourite} withMark />
          {title ?? (favourite.type === 'post' ? '该信息已下架' : '该文章已下架')}
        </span>
        <span className={cards.meta}>收藏于 {relativeTime(favourite.favouritedAt)}</span>
      </span>
      <button
        type="button"
        className={styles.remove}
        disabled={remove.isPending}
        onClick={() => remove.mutate(false)}
      >
        移除
      </button>
    </li>
  );
}
