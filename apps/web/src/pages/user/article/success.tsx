import { Button } from 'antd-mobile';
import { useAppNavigator } from '../../../app/appNavigator';
import { ArticlePath, articleDetailPath, articleEditPath } from '../../../app/articlePaths';
import { parseId } from '../../../app/postPaths';
import { useQueryParam } from '../../../app/useQueryParam';
import styles from '../post/success.module.css';

/** After publishing (or saving an edit): view the article, or back to my articles. */
export default function ArticleSuccessPage() {
  const navigator = useAppNavigator();
  const id = parseId(useQueryParam('id'));
  const edited = useQueryParam('edited') === '1';
  return (
    <div className={styles.page} data-testid="article-success">
      <div className={styles.icon} aria-hidden="true">
        ✓
      </div>
      <h2 className={styles.title}>{edited ? '修改已保存' : '发布成功'}</h2>
      <p className={styles.text}>
        {edited ? '修改已生效。' : '您的文章已发布，大家可以在社区看到它了。'}
      </p>
      <div className={styles.buttons}>
        {id !== null && (
          <Button
            block
            color="primary"
            onClick={() => void navigator.redirectTo(articleDetailPath(id))}
            data-testid="article-success-view"
          >
            查看文章
          </Button>
        )}
        <Button block onClick={() => void navigator.redirectTo(ArticlePath.mine)}>
          我的文章
        </Button>
        {!edited && (
          <Button block fill="none" onClick={() => void navigator.redirectTo(articleEditPath())}>
            再写一篇
          </Button>
        )}
      </div>
    </div>
  );
}
