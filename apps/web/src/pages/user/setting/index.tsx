import { useState } from 'react';
import { endServerSession } from '../../../api/session';
import { stopPushHere } from '../../../notifications/push';
import { useUserInfoQuery } from '../../../api/user';
import { useAppNavigator } from '../../../nav/appNavigator';
import { UserPath } from '../../../nav/paths';
import { AsyncView } from '../../../components/AsyncView';
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
    <AsyncView
      status={user.status}
      errorMessage={user.error?.message}
      onRetry={() => void user.refetch()}
    >
      <List header="个人资料" testId="setting-profile">
        <ListButton
          title="昵称"
          extra={profile?.nickName}
          arrow
          onClick={open(UserPath.nickName)}
          testId="setting-nickName"
        />
        <ListButton
          title="微信号"
          extra={profile?.wechatNumber || '未设置'}
          arrow
          onClick={open(UserPath.wechat)}
          testId="setting-wechat"
        />
      </List>
      <List header="账号与安全">
        <ListButton
          title="手机号"
          extra={profile?.contactNumber ? maskPhone(profile.contactNumber) : '未绑定'}
          arrow
          onClick={open(UserPath.phone)}
          testId="setting-phone"
        />
        <ListButton
          title="邮箱"
          extra={profile?.contactEmail ? maskEmail(profile.contactEmail) : '未绑定'}
          arrow
          onClick={open(UserPath.email)}
          testId="setting-email"
        />
        <ListButton
          title="登录密码"
          extra="修改"
          arrow
          onClick={open(UserPath.password)}
          testId="setting-password"
        />
        <ListButton
          title="登录记录"
          arrow
          onClick={open(UserPath.loginLog)}
          testId="setting-login-log"
        />
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
    </AsyncView>
  );
}
