import { useAppNavigator } from '../../../nav/appNavigator';
import { ContentActionBar } from '../../../components/ContentActionBar';
import { articleShare } from '../../../components/share/shareContent';
import { ArticleLoader } from '../../../components/article/ArticleLoader';
import { ArticleView } from '../../../components/article/ArticleView';
import { CommentPreview } from '../../../components/article/CommentPreview';
import { MyArticleActions } from '../../../components/article/MyArticleActions';
import { FavouriteButton } from '../../../favourites/FavouriteButton';
import { MessageButton } from '../../../messages/MessageButton';
import styles from './index.module.css';

/**
 * One article: its body, 私信 to its author (decision 0037), the first comments, and like /
 * comment / share; edit for its author.
 */
export default function ArticleDetailPage() {
  const navigator = useAppNavigator();
  return (
    <ArticleLoader>
      {(article) => (
        <div className={styles.page}>
          <ArticleView article={article} />
          <FavouriteButton type="article" id={article.id} />
          {article.mine ? (
            <div className={styles.mine}>
              <MyArticleActions article={article} onDeleted={() => void navigator.back()} />
            </div>
          ) : (
            <div className={styles.message}>
              <MessageButton articleId={article.id} />
            </div>
          )}
          <CommentPreview articleId={article.id} commentCount={article.commentCount} />
          <ContentActionBar
            kind="article"
            item={article}
            threadCount={article.commentCount}
            share={articleShare(article)}
          />
        </div>
      )}
    </ArticleLoader>
  );
}
