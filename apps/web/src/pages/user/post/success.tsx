import { Button } from 'antd-mobile';
import { useAppNavigator } from '../../../app/appNavigator';
import { PostPath, parseId, postDetailPath, postEditPath } from '../../../app/postPaths';
import { useQueryParam } from '../../../app/useQueryParam';
import styles from './success.module.css';

/** After publishing (or saving an edit): where to go next. */
export default function PostSuccessPage() {
  const navigator = useAppNavigator();
  const id = parseId(useQueryParam('id'));
  const edited = useQueryParam('edited') === '1';
  return (
    <div className={styles.page} data-testid="post-success">
      <div className={styles.icon} aria-hidden="true">
        ✓
      </div>
      <h2 className={styles.title}>{edited ? '修改已保存' : '发布成功'}</h2>
      <p className={styles.text}>
        {edited ? '修改已生效。' : '您的信息已发布，将展示 30 天，到期前可在“我的发布”中续期。'}
      </p>
      <div className={styles.buttons}>
        {id !== null && (
          <Button
            block
            color="primary"
            onClick={() => void navigator.redirectTo(postDetailPath(id))}
            data-testid="success-view"
          >
            查看信息
          </Button>
        )}
        <Button block onClick={() => void navigator.redirectTo(PostPath.mine)}>
          我的发布
        </Button>
        {!edited && (
          <Button block fill="none" onClick={() => void navigator.redirectTo(postEditPath())}>
            继续发布
          </Button>
        )}
      </div>
    </div>
  );
}
