import { useCategoriesQuery } from '../../../api/categories';
import { AsyncView } from '../../../components/AsyncView';
import { CategoryGrid } from '../../../components/CategoryGrid';
import { Section } from '../../../components/Section';
import styles from './index.module.css';

/** The information tab (版块): every category. Opening a category's posts comes with issue 4. */
export default function SectionsPage() {
  const categories = useCategoriesQuery();
  return (
    <Section title="全部分类">
      <AsyncView
        status={categories.status}
        errorMessage={categories.error?.message}
        onRetry={() => void categories.refetch()}
      >
        <CategoryGrid categories={categories.data ?? []} label="全部分类" testId="all-categories" />
        <p className={styles.note}>分类信息的浏览与发布即将开放。</p>
      </AsyncView>
    </Section>
  );
}
