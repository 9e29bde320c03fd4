import { formatDate, type AdminContentItem } from '@huaren/contract';
import { Button, DatePicker } from 'antd-mobile';
import { useState } from 'react';
import { useRecommendPostMutation } from '../../api/adminContent';
import type { ReasonRequest } from './ReasonDialog';

const DAY_MS = 86_400_000;
/** How far ahead a recommendation may run. */
const MAX_DAYS = 365;

interface RecommendControlProps {
  item: AdminContentItem;
  /** Opens the reason dialog (optional reason: a recommendation changes the site, not the post). */
  onAsk: (request: ReasonRequest) => void;
}

/** Put a post on the home page's recommended list until a day, or take it off. */
export function RecommendControl({ item, onAsk }: RecommendControlProps) {
  const recommend = useRecommendPostMutation();
  const [picking, setPicking] = useState(false);
  const now = new Date();
  const ask = (until: string | null) =>
    onAsk({
      title: until ? `推荐至 ${until}` : '取消推荐',
      description: `“${item.title}”`,
      confirmText: until ? '推荐' : '取消推荐',
      optional: true,
      doneText: until ? `已推荐至 ${until}` : '已取消推荐',
      run: (reason) => recommend.mutateAsync({ postId: item.id, until, reason }),
    });

  if (item.recommendedUntil) {
    return (
      <Button
        size="small"
        loading={recommend.isPending}
        onClick={() => ask(null)}
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
        onConfirm={(date) => ask(formatDate(date, 'yyyy-mm-dd'))}
      />
    </>
  );
}
