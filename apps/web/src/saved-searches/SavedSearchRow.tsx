import type { SavedSearch } from '@huaren/contract';
import { Button } from 'antd-mobile';
import styles from './SavedSearchRow.module.css';

interface SavedSearchRowProps {
  search: SavedSearch;
  onOpen: () => void;
  onDelete: () => void;
  deleting: boolean;
}

/** One saved search in 我的搜索: its name and new-match count (tap to list them), and delete. */
export function SavedSearchRow({ search, onOpen, onDelete, deleting }: SavedSearchRowProps) {
  return (
    <div className={styles.row} data-testid="saved-search">
      <button
        type="button"
        className={styles.open}
        onClick={onOpen}
        data-testid="saved-search-open"
      >
        <span className={styles.name}>{search.name}</span>
        {search.newCount > 0 ? (
          <span className={styles.count} data-testid="saved-search-new">
            {search.newCount > 99 ? '99+' : search.newCount} 条新信息
          </span>
        ) : (
          <span className={styles.none}>暂无新信息</span>
        )}
      </button>
      <Button
        size="small"
        fill="none"
        color="danger"
        loading={deleting}
        onClick={onDelete}
        aria-label={`删除搜索 ${search.name}`}
        data-testid="saved-search-delete"
      >
        删除
      </Button>
    </div>
  );
}
