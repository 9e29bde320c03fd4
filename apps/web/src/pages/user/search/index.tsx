import type { SavedSearch } from '@huaren/contract';
import { EmptyState } from '../../../components/EmptyState';
import { DocumentIcon } from '../../../components/icons';
import { QueryView } from '../../../components/AsyncView';
import { confirm } from '../../../lib/confirm';
import { showToast } from '../../../lib/toast';
import { useAppNavigator } from '../../../nav/appNavigator';
import { postListPath } from '../../../nav/paths';
import {
  useDeleteSavedSearchMutation,
  useOpenSavedSearchMutation,
  useSavedSearchesQuery,
} from '../../../saved-searches/api';
import { SavedSearchRow } from '../../../saved-searches/SavedSearchRow';
import { fieldsOf, useCategoryFieldsQuery } from '../../../category-fields/api';
import { listFilterParams } from '../../../category-fields/filterParams';
import styles from './index.module.css';

/** 我的搜索: the saved searches with their new matches; a tap lists them, delete forgets one. */
export default function SavedSearchesPage() {
  const navigator = useAppNavigator();
  const searches = useSavedSearchesQuery();
  const open = useOpenSavedSearchMutation();
  const remove = useDeleteSavedSearchMutation();
  const fields = useCategoryFieldsQuery();

  const show = (search: SavedSearch) => {
    open.mutate(search.id);
    const { categoryId, regionId, keyword, priceMin, priceMax } = search.filter;
    // The field and price filters go into the address as the list's 筛选 sheet writes them.
    const filters = listFilterParams(
      { fields: search.filter.fields ?? {}, priceMin, priceMax },
      fieldsOf(fields.data, categoryId),
    );
    void navigator.navigateTo(
      postListPath({ category: categoryId, region: regionId, keyword }, filters),
    );
  };
  const onDelete = async (search: SavedSearch) => {
    if (await confirm(`确定删除搜索“${search.name}”吗？`, '删除')) {
      remove.mutate(search.id, { onSuccess: () => showToast('已删除') });
    }
  };

  const list = searches.data ?? [];
  return (
    <QueryView query={searches}>
      {list.length === 0 ? (
        <EmptyState
          icon={<DocumentIcon size={28} />}
          title="还没有保存的搜索"
          description="在信息列表选好地区、分类或关键词后，点“保存搜索”，有新信息时会通知你。"
          testId="saved-searches-empty"
        />
      ) : (
        <ul className={styles.list} data-testid="saved-searches">
          {list.map((search) => (
            <li key={search.id}>
              <SavedSearchRow
                search={search}
                onOpen={() => show(search)}
                onDelete={() => void onDelete(search)}
                deleting={remove.isPending && remove.variables === search.id}
              />
            </li>
          ))}
        </ul>
      )}
    </QueryView>
  );
}
