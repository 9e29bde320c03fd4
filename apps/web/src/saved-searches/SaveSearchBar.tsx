import type { PostFilter } from '@huaren/contract';
import { Button } from 'antd-mobile';
import { currentPath, useAppNavigator } from '../nav/appNavigator';
import { loginPathFor } from '../nav/loginFlow';
import { useLoggedIn } from '../lib/session';
import { showToast } from '../lib/toast';
import { useSaveSearchMutation } from './api';
import styles from './SaveSearchBar.module.css';

/**
 * Under a filtered post list: 保存搜索 keeps the filter, and new posts it matches are announced
 * in 消息 and counted in 我的搜索. A visitor is sent to login first.
 */
export function SaveSearchBar({ filter }: { filter: PostFilter }) {
  const navigator = useAppNavigator();
  const loggedIn = useLoggedIn();
  const save = useSaveSearchMutation();
  const onSave = () => {
    if (!loggedIn) return void navigator.navigateTo(loginPathFor(currentPath()));
    save.mutate(filter, { onSuccess: () => showToast('已保存搜索') });
  };
  return (
    <div className={styles.bar}>
      <span className={styles.hint}>有符合条件的新信息时通知我</span>
      <Button
        size="small"
        color="primary"
        fill="outline"
        shape="rounded"
        loading={save.isPending}
        onClick={onSave}
        data-testid="save-search"
      >
        保存搜索
      </Button>
    </div>
  );
}
