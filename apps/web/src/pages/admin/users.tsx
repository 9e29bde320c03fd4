import { UserStatus } from '@huaren/contract';
import { useAdminUsersQuery } from '../../api/adminUsers';
import { AdminPath } from '../../nav/paths';
import { useAppNavigator } from '../../nav/appNavigator';
import { withQuery } from '../../lib/url';
import { useQueryParam } from '../../nav/useQueryParam';
import { ChoiceChips, orAll } from '../../components/admin/ChoiceChips';
import { Toolbar } from '../../components/admin/Toolbar';
import { SearchFields } from '../../components/admin/SearchFields';
import { UserCard } from '../../components/admin/UserCard';
import { AdminFeed } from '../../components/admin/AdminFeed';

const STATUSES = [
  { value: 'all', label: '全部' },
  { value: 'active', label: '正常' },
  { value: 'banned', label: '已封禁' },
] as const;

/** Users found by id, e-mail, phone or nickname, newest first. */
export default function AdminUsersPage() {
  const navigator = useAppNavigator();
  const keyword = useQueryParam('keyword') ?? '';
  const status = UserStatus.safeParse(useQueryParam('status')).data;
  const go = (change: { keyword?: string; status?: UserStatus }) =>
    void navigator.redirectTo(withQuery(AdminPath.users, { keyword, status, ...change }));
  const users = useAdminUsersQuery({ keyword: keyword || undefined, status });
  return (
    <>
      <Toolbar>
        <ChoiceChips label="状态" choices={STATUSES} {...orAll(status, (s) => go({ status: s }))} />
        <SearchFields
          fields={[
            {
              name: 'keyword',
              label: '搜索用户',
              placeholder: 'ID、邮箱、手机号或昵称开头',
              maxLength: 50,
            },
          ]}
          values={{ keyword }}
          onSearch={(v) => go({ keyword: v.keyword })}
        />
      </Toolbar>
      <AdminFeed
        query={users}
        empty="没有找到用户"
        testId="admin-users"
        card={(user) => <UserCard user={user} />}
      />
    </>
  );
}
