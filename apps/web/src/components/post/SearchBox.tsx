import { KEYWORD_MAX } from '@huaren/contract';
import { useState } from 'react';
import { useAppNavigator } from '../../app/appNavigator';
import { postListPath } from '../../app/postPaths';
import styles from './SearchBox.module.css';

/** A keyword box that opens the post list with the keyword (home and the 信息 tab). */
export function SearchBox() {
  const navigator = useAppNavigator();
  const [keyword, setKeyword] = useState('');
  return (
    <form
      role="search"
      className={styles.box}
      onSubmit={(event) => {
        event.preventDefault();
        void navigator.navigateTo(postListPath({ keyword: keyword.trim() || undefined }));
      }}
    >
      <input
        type="search"
        className={styles.input}
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
        placeholder="搜索租房、工作、二手…"
        aria-label="搜索信息"
        enterKeyHint="search"
        maxLength={KEYWORD_MAX}
        data-testid="home-search"
      />
      <button type="submit" className={styles.button}>
        搜索
      </button>
    </form>
  );
}
