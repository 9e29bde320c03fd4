import type { CategoryField } from '@huaren/contract';
import { lazy, Suspense, useState } from 'react';
import { filterCount, type ListFilters } from './filterParams';
import styles from './FilterButton.module.css';

// The sheet and antd-mobile's Popup load on the first tap, not with the list.
const FilterSheet = lazy(() => import('./FilterSheet'));

interface FilterButtonProps {
  fields: readonly CategoryField[];
  hasPrice: boolean;
  value: ListFilters;
  onApply: (filters: ListFilters) => void;
}

/** 筛选 with the count of filters on; opens the sheet. Absent where nothing can be filtered. */
export function FilterButton({ fields, hasPrice, value, onApply }: FilterButtonProps) {
  const [open, setOpen] = useState(false);
  const filterable = fields.filter((f) => f.filterable);
  if (filterable.length === 0 && !hasPrice) return null;
  const count = filterCount(value);
  return (
    <>
      <button
        type="button"
        className={styles.button}
        aria-pressed={count > 0}
        aria-label={count > 0 ? `筛选，已选 ${count} 项` : '筛选'}
        onClick={() => setOpen(true)}
        data-testid="filter-open"
      >
        筛选
        {count > 0 && (
          <span className={styles.badge} aria-hidden="true" data-testid="filter-count">
            {count}
          </span>
        )}
      </button>
      {open && (
        <Suspense fallback={null}>
          <FilterSheet
            fields={filterable}
            hasPrice={hasPrice}
            value={value}
            onClose={() => setOpen(false)}
            onApply={(filters) => {
              setOpen(false);
              onApply(filters);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
