import { useId, useState, type ReactNode } from 'react';
import styles from './PageTabs.module.css';

export interface PageTab {
  key: string;
  title: string;
  /** Rendered only while its tab is shown, so a hidden tab fetches nothing. */
  render: () => ReactNode;
}

interface PageTabsProps {
  tabs: readonly PageTab[];
  initial?: string;
  /** Told of a switch (the community feed keeps its sort in the address). */
  onChange?: (key: string) => void;
}

/** Tabs across the top of a page or a section (my likes, my replies, the feed, the editor). */
export function PageTabs({ tabs, initial, onChange }: PageTabsProps) {
  const [current, setCurrent] = useState(initial ?? tabs[0]?.key);
  const id = useId();
  const shown = tabs.find((tab) => tab.key === current) ?? tabs[0];
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
            onClick={() => {
              setCurrent(tab.key);
              onChange?.(tab.key);
            }}
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
