import { Button } from 'antd-mobile';
import { showToast } from '../lib/toast';
import { useBlockStatusQuery, useSetBlockMutation } from './api';
import { confirmBlock } from './confirmBlock';

/**
 * 屏蔽 on a user's page, or 解除屏蔽 once they are blocked (decision 0042). The page shows it to a
 * logged-in reader on someone else's page only.
 */
export function BlockButton({ user }: { user: { id: number; nickName: string } }) {
  const status = useBlockStatusQuery(user.id, true);
  const set = useSetBlockMutation();
  const blocked = status.data?.blocked ?? false;
  const toggle = async () => {
    if (!blocked && !(await confirmBlock(user.nickName))) return;
    set.mutate(
      { userId: user.id, blocked: !blocked },
      { onSuccess: () => showToast(blocked ? '已解除屏蔽' : '已屏蔽') },
    );
  };
  return (
    <Button
      fill="outline"
      disabled={status.isPending}
      loading={set.isPending}
      onClick={() => void toggle()}
      data-testid="profile-block"
    >
      {blocked ? '解除屏蔽' : '屏蔽'}
    </Button>
  );
}
