import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useAppNavigator } from '../nav/appNavigator';
import { CardFeed } from './CardFeed';
import { DocumentIcon } from './icons';
import type { PostStatus } from '@huaren/contract';
import { StatusBadge } from './post/StatusBadge';
import { StatusReason } from './post/StatusReason';

/** What my own post or article shows beyond the public card. */
interface Mine {
  id: number;
  status: PostStatus;
  statusReason?: string | null;
}

/** What the card of one of mine carries: its status, and why and what I can do under it. */
export interface MineExtras {
  badge: ReactNode;
  /** The reason an administrator gave, if any, then `buttons`. */
  actions: (buttons: ReactNode) => ReactNode;
}

interface MyContentFeedProps<T extends Mine> {
  query: UseInfiniteQueryResult<InfiniteData<{ list: T[] }, unknown>, Error>;
  testId: string;
  /** What the empty list says, and its button to write the first one (at `writePath`). */
  empty: { title: string; write: string; writePath: string };
  card: (item: T, extras: MineExtras) => ReactNode;
}

/** My posts or my articles: every status but deleted, each card with its status and my actions. */
export function MyContentFeed<T extends Mine>({
  query,
  testId,
  empty,
  card,
}: MyContentFeedProps<T>) {
  const navigator = useAppNavigator();
  return (
    <CardFeed
      query={query}
      empty={{
        icon: <DocumentIcon size={28} />,
        title: empty.title,
        description: (
          <Button
            color="primary"
            size="small"
            onClick={() => void navigator.navigateTo(empty.writePath)}
          >
            {empty.write}
          </Button>
        ),
      }}
      testId={testId}
      card={(item) =>
        card(item, {
          badge: <StatusBadge status={item.status} />,
          actions: (buttons) => (
            <>
              {item.statusReason && <StatusReason reason={item.statusReason} />}
              {buttons}
            </>
          ),
        })
      }
    />
  );
}
