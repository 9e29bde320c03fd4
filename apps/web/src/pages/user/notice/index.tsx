import { Button } from 'antd-mobile';
import { ChatIcon } from '../../../components/icons';
import { CardFeed } from '../../../components/CardFeed';
import type { ListProps } from '../../../components/CardList';
import {
  useMarkReadMutation,
  useNotificationsQuery,
  useUnreadCountQuery,
} from '../../../notifications/api';
import { NoticeItem } from '../../../notifications/NoticeItem';
import { NoticePath } from '../../../nav/paths';
import { AppLink } from '../../../components/AppLink';
import styles from './index.module.css';

/** 消息: replies, likes, moderation and saved-search alerts, latest first (issue 18). */
export default function NoticePage() {
  const notices = useNotificationsQuery();
  const unread = useUnreadCountQuery().data ?? 0;
  const markRead = useMarkReadMutation();
  return (
    <>
      <div className={styles.bar}>
        <span className={styles.count}>{unread > 0 ? `${unread} 条未读` : '没有未读消息'}</span>
        <Button
          size="small"
          fill="none"
          color="primary"
          disabled={unread === 0 || markRead.isPending}
          onClick={() => markRead.mutate({ all: true })}
          data-testid="notice-read-all"
        >
          全部已读
        </Button>
        <AppLink to={NoticePath.settings} className={styles.settings} testId="notice-settings">
          消息设置
        </AppLink>
      </div>
      <CardFeed
        query={notices}
        empty={{ icon: <ChatIcon size={28} />, title: '还没有消息' }}
        testId="notice-list"
        list={NoticeList}
        card={(notice) => (
          <li>
            <NoticeItem notice={notice} />
          </li>
        )}
      />
    </>
  );
}

/** The notices, a hairline between two. */
function NoticeList({ children, testId }: ListProps) {
  return (
    <ul className={styles.list} data-testid={testId}>
      {children}
    </ul>
  );
}
