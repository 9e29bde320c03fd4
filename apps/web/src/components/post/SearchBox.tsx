import { KEYWORD_MAX } from '@huaren/contract/constants';
import { useState } from 'react';
import { useAppNavigator } from '../../nav/appNavigator';
import { postListPath } from '../../nav/paths';
import { rememberSearch } from '../../lib/searchHistory';
import { SearchSuggestions } from './SearchSuggestions';
import { PlainForm } from '../form/PlainForm';
import styles from './SearchBox.module.css';

/**
 * A keyword box that opens the post list with the keyword (home and the 信息 tab); while it has
 * the focus and no text, the searches of this device and the popular ones.
 */
export function SearchBox() {
  const navigator = useAppNavigator();
  const [keyword, setKeyword] = useState('');
  const [focused, setFocused] = useState(false);
  const search = (word: string) => {
    rememberSearch(word);
    void navigator.navigateTo(postListPath({ keyword: word.trim() || undefined }));
  };
  return (
    <div className={styles.wrap}>
      <PlainForm role="search" className={styles.box} onSubmit={() => search(keyword)}>
        <input
          type="search"
          className={styles.input}
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          placeholder="搜索租房、工作、二手…"
          aria-label="搜索信息"
          enterKeyHint="search"
          maxLength={KEYWORD_MAX}
          data-testid="home-search"
        />
        <button type="submit" className={styles.button}>
          搜索
        </button>
      </PlainForm>
      {focused && keyword === '' && <SearchSuggestions onPick={search} />}
    </div>
  );
}
