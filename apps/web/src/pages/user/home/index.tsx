import { APP_VERSION } from '@huaren/contract';
import { useUserInfoQuery } from '../../../api/user';
import { useAppNavigator } from '../../../nav/appNavigator';
import { loginPathFor } from '../../../nav/loginFlow';
import {
  AdminPath,
  ArticlePath,
  MessagePath,
  NoticePath,
  PostPath,
  SAVED_SEARCHES_PATH,
  FAVOURITES_PATH,
  UserPath,
} from '../../../nav/paths';
import { useMessagesUnreadQuery } from '../../../messages/unread';
import { useUnreadCountQuery } from '../../../notifications/api';
import { UnreadBadge } from '../../../notifications/UnreadBadge';
import { UserIcon } from '../../../components/icons';
import { List, ListButton, ListItem } from '../../../components/List';
import { maskedContact } from '../../../lib/mask';
import { useLoggedIn } from '../../../lib/session';
import { ScriptSetting } from '../../../script/ScriptSetting';
import styles from './index.module.css';

/** The personal centre: the user and the entries to their pages, or a login prompt. */
export default function MinePage() {
  const navigator = useAppNavigator();
  const loggedIn = useLoggedIn();
  const isAdmin = useUserInfoQuery().data?.role === 'admin';
  const open = (path: string) => () => void navigator.navigateTo(path);
  const unread = useUnreadCountQuery().data;
  const unreadMessages = useMessagesUnreadQuery().data;
  return (
    <>
      {loggedIn ? <UserHeader /> : <VisitorHeader onLogin={open(loginPathFor(UserPath.mine))} />}
      {loggedIn && (
        <List>
          <ListButton
            title="消息"
            extra={<UnreadBadge count={unread} />}
            arrow
            onClick={open(NoticePath.list)}
            testId="mine-notices"
          />
          <ListButton
            title="私信"
            extra={<UnreadBadge count={unreadMessages} testId="mine-messages-unread" />}
            arrow
            onClick={open(MessagePath.list)}
            testId="mine-messages"
          />
          <ListButton
            title="我的搜索"
            arrow
            onClick={open(SAVED_SEARCHES_PATH)}
            testId="mine-searches"
          />
        </List>
      )}
      <List>
        <ListButton title="发布信息" arrow onClick={open(PostPath.edit)} testId="mine-publish" />
        <ListButton title="我的发布" arrow onClick={open(PostPath.mine)} testId="mine-posts" />
        <ListButton title="我的点赞" arrow onClick={open(PostPath.likes)} testId="mine-likes" />
        <ListButton
          title="我的收藏"
          arrow
          onClick={open(FAVOURITES_PATH)}
          testId="mine-favourites"
        />
        <ListButton title="我的回复" arrow onClick={open(PostPath.replies)} testId="mine-replies" />
      </List>
      <List>
        <ListButton title="写文章" arrow onClick={open(ArticlePath.edit)} testId="mine-write" />
        <ListButton
          title="我的文章"
          arrow
          onClick={open(ArticlePath.mine)}
          testId="mine-articles"
        />
      </List>
      <ScriptSetting />
      <List>
        {isAdmin && (
          <ListButton title="管理后台" arrow onClick={open(AdminPath.index)} testId="mine-admin" />
        )}
        {loggedIn && (
          <ListButton title="设置" arrow onClick={open(UserPath.setting)} testId="mine-setting" />
        )}
        <ListButton title="关于我们" arrow onClick={open(UserPath.about)} testId="mine-about" />
        <ListItem title="当前版本" extra={<span data-testid="app-version">{APP_VERSION}</span>} />
      </List>
    </>
  );
}

function UserHeader() {
  const { data: user } = useUserInfoQuery();
  const contact = user && maskedContact(user);
  return (
    <div className={styles.header} data-testid="user-profile">
      <span className={styles.avatar}>
        <UserIcon size={34} />
      </span>
      <div>
        <p className={styles.name} data-testid="user-nickname">
          {user?.nickName ?? '\u00a0'}
        </p>
        {contact && <p className={styles.hint}>{contact}</p>}
      </div>
    </div>
  );
}

function VisitorHeader({ onLogin }: { onLogin: () => void }) {
  return (
    <div className={styles.header} data-testid="user-visitor">
      <span className={styles.avatar}>
        <UserIcon size={34} />
      </span>
      <div className={styles.visitor}>
        <p className={styles.name}>未登录</p>
        <p className={styles.hint}>登录后可发布信息、评论和管理资料</p>
      </div>
      <button type="button" className={styles.login} onClick={onLogin} data-testid="mine-login">
        登录 / 注册
      </button>
    </div>
  );
}
