import { useState } from 'react';
import { endServerSession } from '../../../api/session';
import { stopPushHere } from '../../../notifications/push';
import { useUserInfoQuery } from '../../../api/user';
import { useAppNavigator } from '../../../nav/appNavigator';
import { UserPath } from '../../../nav/paths';
import { QueryView } from '../../../components/AsyncView';
import { List, ListButton } from '../../../components/List';
import { confirm } from '../../../lib/confirm';
import { maskEmail, maskPhone } from '../../../lib/mask';
import { clearSession } from '../../../lib/session';
import styles from './index.module.css';

/** The profile, one row per thing a user can change, and logout. */
export default function SettingPage() {
  const navigator = useAppNavigator();
  const user = useUserInfoQuery();
  const [leaving, setLeaving] = useState(false);
  const open = (path: string) => () => void navigator.navigateTo(path);

  const logOut = async () => {
    if (!(await confirm('确定要退出登录吗？', '退出登录'))) return;
    setLeaving(true);
    await stopPushHere();
    await endServerSession();
    // Leave this page before the session ends: it needs a login, and would send us to login.
    await navigator.switchTab(UserPath.mine);
    clearSession();
  };

  const profile = user.data;
  return (
    <QueryView query={user}>
      <List header="个人资料" testId="setting-profile">
        {settingRows(open, [
          ['昵称', UserPath.nickName, 'nickName', profile?.nickName],
          ['微信号', UserPath.wechat, 'wechat', profile?.wechatNumber || '未设置'],
        ])}
      </List>
      <List header="账号与安全">
        {settingRows(open, [
          [
            '手机号',
            UserPath.phone,
            'phone',
            profile?.contactNumber ? maskPhone(profile.contactNumber) : '未绑定',
          ],
          [
            '邮箱',
            UserPath.email,
            'email',
            profile?.contactEmail ? maskEmail(profile.contactEmail) : '未绑定',
          ],
          ['登录密码', UserPath.password, 'password', '修改'],
          ['登录记录', UserPath.loginLog, 'login-log'],
          ['黑名单', UserPath.blocks, 'blocks'],
        ])}
      </List>
      <List>
        <ListButton title="关于我们" arrow onClick={open(UserPath.about)} />
      </List>
      <div className={styles.logout}>
        <button
          type="button"
          className={styles.logoutButton}
          disabled={leaving}
          onClick={() => void logOut()}
          data-testid="logout"
        >
          退出登录
        </button>
      </div>
    </QueryView>
  );
}

/** A row opening a page under settings: its title, path, test id (`setting-…`) and current value. */
type SettingRow = [title: string, path: string, testId: string, extra?: string];

function settingRows(open: (path: string) => () => void, rows: SettingRow[]) {
  return rows.map(([title, path, testId, extra]) => (
    <ListButton
      key={testId}
      title={title}
      extra={extra}
      arrow
      onClick={open(path)}
      testId={`setting-${testId}`}
    />
  ));
}
