import { useArticleQuery } from '../../../api/articles';
import { useAppNavigator } from '../../../app/appNavigator';
import { ArticlePath, articleCommentPath, articleDetailPath } from '../../../app/articlePaths';
import { parseId } from '../../../app/postPaths';
import { useQueryParam } from '../../../app/useQueryParam';
import { ArticleView } from '../../../components/article/ArticleView';
import { MyArticleActions } from '../../../components/article/MyArticleActions';
import { AppLink } from '../../../components/AppLink';
import { AsyncView } from '../../../components/AsyncView';
import { EmptyState } from '../../../components/EmptyState';
import { StatusBadge } from '../../../components/post/StatusBadge';
import styles from './detail.module.css';

/** An article of mine as I see it: its status and counts, edit and delete. */
export default function MyArticlePage() {
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
        <>
          <section className={styles.summary} aria-label="文章状态" data-testid="my-article">
            <p className={styles.status}>
              <StatusBadge status={article.data.status} />
              {article.data.status === 'published' && (
                <AppLink to={articleDetailPath(article.data.id)} className={styles.link}>
                  在社区中查看
                </AppLink>
              )}
            </p>
            <dl className={styles.counts}>
              <div>
                <dt>浏览</dt>
                <dd>{article.data.viewCount}</dd>
              </div>
              <div>
                <dt>评论</dt>
                <dd>
                  <AppLink to={articleCommentPath(article.data.id)} className={styles.link}>
                    {article.data.commentCount}
                  </AppLink>
                </dd>
              </div>
              <div>
                <dt>点赞</dt>
                <dd>{article.data.likeCount}</dd>
              </div>
            </dl>
            <MyArticleActions
              article={article.data}
              onDeleted={() => void navigator.redirectTo(ArticlePath.mine)}
            />
          </section>
          <ArticleView article={article.data} />
        </>
      )}
    </AsyncView>
  );
}
