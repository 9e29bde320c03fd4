import { useAppNavigator } from '../../../nav/appNavigator';
import { ArticlePath, articleCommentPath, articleDetailPath } from '../../../nav/paths';
import { ArticleLoader } from '../../../components/article/ArticleLoader';
import { ArticleView } from '../../../components/article/ArticleView';
import { MyArticleActions } from '../../../components/article/MyArticleActions';
import { AppLink } from '../../../components/AppLink';
import { StatusBadge } from '../../../components/post/StatusBadge';
import { StatusReason } from '../../../components/post/StatusReason';
import styles from './detail.module.css';

/** An article of mine as I see it: its status and counts, edit and delete. */
export default function MyArticlePage() {
  const navigator = useAppNavigator();
  return (
    <ArticleLoader>
      {(article) => (
        <>
          <section className={styles.summary} aria-label="文章状态" data-testid="my-article">
            <p className={styles.status}>
              <StatusBadge status={article.status} />
              {article.status === 'published' && (
                <AppLink to={articleDetailPath(article.id)} className={styles.link}>
                  在社区中查看
                </AppLink>
              )}
            </p>
            {article.statusReason && <StatusReason reason={article.statusReason} />}
            <dl className={styles.counts}>
              <div>
                <dt>浏览</dt>
                <dd>{article.viewCount}</dd>
              </div>
              <div>
                <dt>评论</dt>
                <dd>
                  <AppLink to={articleCommentPath(article.id)} className={styles.link}>
                    {article.commentCount}
                  </AppLink>
                </dd>
              </div>
              <div>
                <dt>点赞</dt>
                <dd>{article.likeCount}</dd>
              </div>
            </dl>
            <MyArticleActions
              article={article}
              onDeleted={() => void navigator.redirectTo(ArticlePath.mine)}
            />
          </section>
          <ArticleView article={article} />
        </>
      )}
    </ArticleLoader>
  );
}
