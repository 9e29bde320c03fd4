import type { MouseEvent } from 'react';
import { TabIcon } from '../components/TabIcon';
import { appNavigator } from '../nav/appNavigator';
import { useMessagesUnreadQuery } from '../messages/unread';
import { useUnreadCountQuery } from '../notifications/api';
import { UnreadBadge } from '../notifications/UnreadBadge';
import { pageTable } from './pageTable';

const tabPages = pageTable.filter((page) => page.tab);
import styles from './TabBar.module.css';

/**
 * The four tabs of spec section 2, from the page table. Real links (named by their text,
 * aria-current on the selected one) so keyboards, screen readers and "open in new tab" work; a
 * plain click goes through switchTab.
 */
export function TabBar({ current }: { current: string }) {
  // The 我的 tab counts notices and private messages together.
  const unread = (useUnreadCountQuery().data ?? 0) + (useMessagesUnreadQuery().data ?? 0);
  const onClick = (event: MouseEvent<HTMLAnchorElement>, path: string) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void appNavigator.switchTab(path);
  };
  return (
    <nav className={styles.bar} aria-label="主导航" data-testid="tabbar">
      {tabPages.map((page) => {
        const selected = page.path === current;
        return (
          <a
            key={page.path}
            href={`#${page.path}`}
            className={styles.item}
            aria-current={selected ? 'page' : undefined}
            onClick={(event) => onClick(event, page.path)}
          >
            {page.tab && (
              <span className={styles.icon}>
                <TabIcon icon={page.tab.icon} />
                {page.tab.icon === 'mine' && (
                  <span className={styles.badge}>
                    <UnreadBadge count={unread} testId="tab-unread" />
                  </span>
                )}
              </span>
            )}
            <span className={styles.label}>{page.tab?.label}</span>
          </a>
        );
      })}
    </nav>
  );
}
