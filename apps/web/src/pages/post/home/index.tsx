import { useCategoriesQuery } from '../../../api/categories';
import { AsyncView } from '../../../components/AsyncView';
import { CategoryGrid } from '../../../components/CategoryGrid';
import { SearchBox } from '../../../components/post/SearchBox';
import { Section } from '../../../components/Section';
import { postEditPath } from '../../../app/postPaths';
import { AppLink } from '../../../components/AppLink';
import styles from './index.module.css';

/** The information tab (版块): search, and every category, each opening its post list. */
export default function SectionsPage() {
  const categories = useCategoriesQuery();
  return (
    <>
      <SearchBox />
      <Section title="全部分类">
        <AsyncView
          status={categories.status}
          errorMessage={categories.error?.message}
          onRetry={() => void categories.refetch()}
        >
          <CategoryGrid
            categories={categories.data ?? []}
            label="全部分类"
            testId="all-categories"
          />
        </AsyncView>
      </Section>
      <AppLink to={postEditPath()} className={styles.publish} testId="sections-publish">
        发布信息
      </AppLink>
    </>
  );
}
