import type { AdminContentItem } from '@huaren/contract';
import { CardList } from './CardList';
import { ContentCard } from './ContentCard';
import { useReasonDialog } from './ReasonDialog';

/** Content cards sharing one reason dialog. */
export function ContentList({ items, testId }: { items: AdminContentItem[]; testId: string }) {
  const { ask, dialog } = useReasonDialog();
  return (
    <>
      <CardList testId={testId}>
        {items.map((item) => (
          <ContentCard key={`${item.type}-${item.id}`} item={item} onAsk={ask} />
        ))}
      </CardList>
      {dialog}
    </>
  );
}
