import { beforeEach, describe, expect, it } from 'vitest';
import { clearSearchHistory, readSearchHistory, rememberSearch } from './searchHistory';

describe('search history', () => {
  beforeEach(() => {
    const store = new Map<string, string>();
    globalThis.localStorage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    } as Storage;
  });

  it('keeps the newest first, each keyword once, at most ten, and clears', () => {
    for (let i = 1; i <= 12; i += 1) rememberSearch(`词${i}`);
    rememberSearch(' 词5 ');
    rememberSearch('');
    const list = readSearchHistory();
    expect(list).toHaveLength(10);
    expect(list.slice(0, 3)).toEqual(['词5', '词12', '词11']);
    clearSearchHistory();
    expect(readSearchHistory()).toEqual([]);
  });

  it('reads garbage as no history', () => {
    localStorage.setItem('searchHistory', '{');
    expect(readSearchHistory()).toEqual([]);
  });
});
