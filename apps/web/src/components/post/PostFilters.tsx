import type { Category, PostSort } from '@huaren/contract';
import { KEYWORD_MAX } from '@huaren/contract/constants';
import { useState, type ReactNode } from 'react';
import { PinIcon } from '../icons';
import { PlainForm } from '../form/PlainForm';
import styles from './PostFilters.module.css';

const SORTS: readonly { value: PostSort; label: string }[] = [
  { value: 'latest', label: '最新' },
  { value: 'replies', label: '回复最多' },
  { value: 'likes', label: '点赞最多' },
];

export interface FilterValue {
  categoryId?: number;
  keyword?: string;
  sort: PostSort;
}

interface PostFiltersProps {
  value: FilterValue;
  categories: readonly Category[];
  regionName: string;
  onChange: (value: FilterValue) => void;
  onPickRegion: () => void;
  /** At the end of the sort row: the list's 筛选 button. */
  more?: ReactNode;
}

/** Keyword, region, category and sort of the post list; each change is a new list address. */
export function PostFilters({
  value,
  categories,
  regionName,
  onChange,
  onPickRegion,
  more,
}: PostFiltersProps) {
  const [keyword, setKeyword] = useState(value.keyword ?? '');
  return (
    <div className={styles.bar}>
      <div className={styles.searchRow}>
        <button
          type="button"
          className={styles.region}
          onClick={onPickRegion}
          aria-label={`地区：${regionName}，点击切换`}
          data-testid="list-region"
        >
          <PinIcon size={16} />
          <span>{regionName}</span>
        </button>
        <PlainForm
          role="search"
          className={styles.search}
          onSubmit={() => {
            // Loaded apart: a module this page shared with the home page's search box made the
            // bundler move contract schemas (zod) into the first screen's chunks.
            void import('../../lib/searchHistory').then((m) => m.rememberSearch(keyword));
            onChange({ ...value, keyword: keyword.trim() || undefined });
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
            data-testid="list-search"
          />
        </PlainForm>
      </div>
      <div className={styles.chips} role="group" aria-label="分类">
        <Chip
          active={value.categoryId === undefined}
          onClick={() => onChange({ ...value, categoryId: undefined })}
        >
          全部
        </Chip>
        {categories.map((c) => (
          <Chip
            key={c.id}
            active={value.categoryId === c.id}
            onClick={() => onChange({ ...value, categoryId: c.id })}
          >
            {c.name}
          </Chip>
        ))}
      </div>
      <div className={styles.sorts} role="group" aria-label="排序">
        {SORTS.map((s) => (
          <button
            key={s.value}
            type="button"
            className={styles.sort}
            aria-pressed={value.sort === s.value}
            onClick={() => onChange({ ...value, sort: s.value })}
          >
            {s.label}
          </button>
        ))}
        {more}
      </div>
    </div>
  );
}

function Chip({
  active,
  onClick,
  children,
}: {
  active: boolean;
  onClick: () => void;
  children: string;
}) {
  return (
    <button type="button" className={styles.chip} aria-pressed={active} onClick={onClick}>
      {children}
    </button>
  );
}
