import { useArticleQuery } from '../../../api/articles';
import { useAppNavigator } from '../../../app/appNavigator';
import { parseId } from '../../../app/postPaths';
import { useQueryParam } from '../../../app/useQueryParam';
import { ArticleActionBar } from '../../../components/article/ArticleActionBar';
import { ArticleView } from '../../../components/article/ArticleView';
import { CommentPreview } from '../../../components/article/CommentPreview';
import { MyArticleActions } from '../../../components/article/MyArticleActions';
import { AsyncView } from '../../../components/AsyncView';
import { EmptyState } from '../../../components/EmptyState';
import styles from './index.module.css';

/** One article: its body, the first comments, and like / comment / share; edit for its author. */
export default function ArticleDetailPage() {
  const navigator = useAppNavigator();
  const id = parseId(useQueryParam('id'));
  const article = useArticleQuery(id);
  if (id === null) return <EmptyState title="文章不存在" description="链接可能不完整。" />;
  return (
    <AsyncView
      status={article.status}
      errorMessage={article.error?.message}
      onRetry={() => void article.refetch()}
    >
      {article.data && (
        <div className={styles.page}>
          <ArticleView article={article.data} />
          {article.data.mine && (
            <div className={styles.mine}>
              <MyArticleActions article={article.data} onDeleted={() => void navigator.back()} />
            </div>
          )}
          <CommentPreview articleId={article.data.id} commentCount={article.data.commentCount} />
          <ArticleActionBar article={article.data} />
        </div>
      )}
    </AsyncView>
  );
}
