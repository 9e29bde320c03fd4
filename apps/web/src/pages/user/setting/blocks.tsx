import { formatDate, type BlockedUser } from '@huaren/contract';
import { Button } from 'antd-mobile';
import { useBlocksQuery, useSetBlockMutation } from '../../../blocks/api';
import { AuthorLink } from '../../../components/AuthorLink';
import { CardFeed } from '../../../components/CardFeed';
import { List, ListItem } from '../../../components/List';
import { showToast } from '../../../lib/toast';

/** 黑名单 (decision 0042): the users the caller blocked, latest first, each with 解除屏蔽. */
export default function BlocksPage() {
  return (
    <CardFeed
      query={useBlocksQuery()}
      empty={{
        title: '黑名单是空的',
        description: '在用户主页、回复或私信中可以屏蔽对方',
      }}
      testId="blocks"
      list={(props) => (
        <List header="屏蔽后，你看不到 TA 的内容，TA 也不能回复你或私信你" {...props} />
      )}
      card={(user) => <BlockedRow user={user} />}
    />
  );
}

function BlockedRow({ user }: { user: BlockedUser }) {
  const unblock = useSetBlockMutation();
  return (
    <ListItem
      title={<AuthorLink author={user} />}
      description={`${formatDate(user.blockedAt)} 屏蔽`}
      extra={
        <Button
          size="small"
          loading={unblock.isPending}
          onClick={() =>
            unblock.mutate(
              { userId: user.id, blocked: false },
              { onSuccess: () => showToast('已解除屏蔽') },
            )
          }
          aria-label={`解除屏蔽 ${user.nickName}`}
          data-testid="blocks-unblock"
        >
          解除屏蔽
        </Button>
      }
    />
  );
}
