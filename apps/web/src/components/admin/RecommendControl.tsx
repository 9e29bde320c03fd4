import { formatDate, type AdminContentItem } from '@huaren/contract';
import { Button, DatePicker } from 'antd-mobile';
import { useState } from 'react';
import { useRecommendPostMutation } from '../../api/adminContent';
import { confirm } from '../../lib/confirm';
import { showToast } from '../../lib/toast';

const DAY_MS = 86_400_000;
/** How far ahead a recommendation may run. */
const MAX_DAYS = 365;

/** Put a post on the home page's recommended list until a day, or take it off. */
export function RecommendControl({ item }: { item: AdminContentItem }) {
  const recommend = useRecommendPostMutation();
  const [picking, setPicking] = useState(false);
  const now = new Date();

  if (item.recommendedUntil) {
    const remove = async () => {
      if (!(await confirm(`确定取消推荐“${item.title}”吗？`, '取消推荐'))) return;
      recommend.mutate(
        { postId: item.id, until: null },
        { onSuccess: () => showToast('已取消推荐') },
      );
    };
    return (
      <Button
        size="small"
        loading={recommend.isPending}
        onClick={() => void remove()}
        aria-label={`取消推荐：${item.title}`}
      >
        取消推荐
      </Button>
    );
  }
  return (
    <>
      <Button
        size="small"
        color="primary"
        fill="outline"
        loading={recommend.isPending}
        onClick={() => setPicking(true)}
        aria-label={`推荐：${item.title}`}
      >
        推荐
      </Button>
      <DatePicker
        title="推荐至（含当天）"
        visible={picking}
        onClose={() => setPicking(false)}
        min={now}
        max={new Date(now.getTime() + MAX_DAYS * DAY_MS)}
        defaultValue={new Date(now.getTime() + 7 * DAY_MS)}
        onConfirm={(date) =>
          recommend.mutate(
            { postId: item.id, until: formatDate(date, 'yyyy-mm-dd') },
            { onSuccess: () => showToast(`已推荐至 ${formatDate(date, 'yyyy-mm-dd')}`) },
          )
        }
      />
    </>
  );
}
