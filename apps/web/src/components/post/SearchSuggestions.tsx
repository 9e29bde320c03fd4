import { ParamKey } from '@huaren/contract/launch/param-keys';
import { useState } from 'react';
import { useParamConfigQuery } from '../../api/paramConfig';
import { clearSearchHistory, readSearchHistory } from '../../lib/searchHistory';
import styles from './SearchBox.module.css';

/**
 * Under the search box while it has the focus: this device's searches (clearable) and the
 * console's popular searches (decision 0015). A tap searches the word.
 */
export function SearchSuggestions({ onPick }: { onPick: (keyword: string) => void }) {
  const [history, setHistory] = useState(readSearchHistory);
  const popular = (useParamConfigQuery().data?.[ParamKey.popularSearches] ?? '')
    .split('\n')
    .map((k) => k.trim())
    .filter(Boolean);
  if (history.length === 0 && popular.length === 0) return null;
  const words = (list: string[], label: string, testId: string) => (
    <ul className={styles.words} aria-label={label} data-testid={testId}>
      {list.map((word) => (
        <li key={word}>
          <button
            type="button"
            className={styles.word}
            // Before the input's blur hides the panel.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onPick(word)}
          >
            {word}
          </button>
        </li>
      ))}
    </ul>
  );
  return (
    <div className={styles.panel} data-testid="search-suggestions">
      {history.length > 0 && (
        <section>
          <div className={styles.panelHead}>
            <h2 className={styles.panelTitle}>搜索历史</h2>
            <button
              type="button"
              className={styles.clear}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                clearSearchHistory();
                setHistory([]);
              }}
            >
              清除
            </button>
          </div>
          {words(history, '搜索历史', 'search-history')}
        </section>
      )}
      {popular.length > 0 && (
        <section>
          <div className={styles.panelHead}>
            <h2 className={styles.panelTitle}>热门搜索</h2>
          </div>
          {words(popular, '热门搜索', 'search-popular')}
        </section>
      )}
    </div>
  );
}
