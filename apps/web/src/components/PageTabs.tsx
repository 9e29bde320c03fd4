import { useId, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useAppNavigator } from '../nav/appNavigator';
import styles from './PageTabs.module.css';

export interface PageTab {
  key: string;
  title: string;
  /** Rendered only while its tab is shown, so a hidden tab fetches nothing. */
  render: () => ReactNode;
}

interface PageTabsProps {
  tabs: readonly PageTab[];
  /**
   * The query parameter that keeps the shown tab in the address (the first tab leaves it out),
   * so that back to the page, a reload or a shared link shows the same tab.
   */
  param?: string;
}

/** Tabs across the top of a page or a section (my likes, my replies, the feed, the editor). */
export function PageTabs({ tabs, param }: PageTabsProps) {
  const navigator = useAppNavigator();
  const { pathname, search } = useLocation();
  const [current, setCurrent] = useState(
    () => (param && new URLSearchParams(search).get(param)) || tabs[0]?.key,
  );
  const id = useId();
  const shown = tabs.find((tab) => tab.key === current) ?? tabs[0];

  const choose = (key: string) => {
    setCurrent(key);
    if (!param) return;
    const query = new URLSearchParams(search);
    if (key === tabs[0]?.key) query.delete(param);
    else query.set(param, key);
    const rest = query.toString();
    void navigator.redirectTo(rest ? `${pathname}?${rest}` : pathname);
  };
  return (
    <>
      <div className={styles.tabs} role="tablist">
        {tabs.map((tab) => (
          <button
            key={tab.key}
            type="button"
            role="tab"
            id={`${id}-${tab.key}`}
            aria-selected={tab.key === shown?.key}
            aria-controls={`${id}-panel`}
            className={styles.tab}
            onClick={() => choose(tab.key)}
          >
            {tab.title}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${shown?.key}`}>
        {shown?.render()}
      </div>
    </>
  );
}
