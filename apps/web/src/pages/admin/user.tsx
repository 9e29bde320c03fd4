import type { AdminUser } from '@huaren/contract';
import { Button } from 'antd-mobile';
import { useAdminUserQuery, useBanUserMutation, useUnbanUserMutation } from '../../api/adminUsers';
import { adminContentPath } from '../../nav/paths';
import { usePageTitle } from '../../nav/pageTitle';
import { adminTime } from '../../components/admin/format';
import { CardList } from '../../components/admin/CardList';
import { useReasonDialog } from '../../components/admin/ReasonDialog';
import { UserCard } from '../../components/admin/UserCard';
import { AppLink } from '../../components/AppLink';
import { QueryView } from '../../components/AsyncView';
import { List, ListItem } from '../../components/List';
import { WithQueryId } from '../../components/WithQueryId';
import styles from './user.module.css';

/** One user: contacts, ban or unban, links to their content, the latest login attempts. */
export default function AdminUserPage() {
  return <WithQueryId missing="用户不存在">{(id) => <UserDetail id={id} />}</WithQueryId>;
}

function UserDetail({ id }: { id: number }) {
  const detail = useAdminUserQuery(id);
  usePageTitle(detail.data?.user.nickName);
  return (
    <QueryView query={detail}>
      {detail.data && (
        <>
          <CardList>
            <UserCard user={detail.data.user} actions={<UserActions user={detail.data.user} />} />
          </CardList>
          <List header="最近登录" testId="login-logs">
            {detail.data.loginLogs.length === 0 && <ListItem title="暂无登录记录" />}
            {detail.data.loginLogs.map((log) => (
              <ListItem
                key={log.id}
                title={`${adminTime(log.time)} · ${log.success ? '成功' : '失败'}`}
                description={`${log.ip} · ${log.device}`}
              />
            ))}
          </List>
        </>
      )}
    </QueryView>
  );
}

function UserActions({ user }: { user: AdminUser }) {
  const ban = useBanUserMutation();
  const unban = useUnbanUserMutation();
  const { ask, dialog } = useReasonDialog();
  const banned = user.status === 'banned';
  return (
    <>
      <AppLink to={adminContentPath({ type: 'post', author: user.id })} className={styles.link}>
        TA 的信息
      </AppLink>
      <AppLink to={adminContentPath({ type: 'article', author: user.id })} className={styles.link}>
        TA 的文章
      </AppLink>
      {/* Administrators cannot be banned: the role is revoked from the command line first. */}
      {user.role !== 'admin' && (
        <Button
          size="small"
          color={banned ? 'primary' : 'danger'}
          onClick={() =>
            ask(
              banned
                ? {
                    title: '解除封禁',
                    description: `${user.nickName} 将可以重新登录。`,
                    confirmText: '解封',
                    doneText: '已解封',
                    run: (reason) => unban.mutateAsync({ userId: user.id, reason }),
                  }
                : {
                    title: '封禁用户',
                    description: `${user.nickName} 的登录将立即失效，且无法再登录；其内容保持原状。`,
                    confirmText: '封禁',
                    danger: true,
                    doneText: '已封禁',
                    run: (reason) => ban.mutateAsync({ userId: user.id, reason }),
                  },
            )
          }
        >
          {banned ? '解封' : '封禁'}
        </Button>
      )}
      {dialog}
    </>
  );
}
