import { useRecommendedCategoriesQuery } from '../../api/categories';
import { useCurrentRegion } from '../../api/regions';
import { CategoryGrid } from '../../components/CategoryGrid';
import { LoadingView } from '../../components/LoadingView';
import { RecommendedPosts } from '../../components/post/RecommendedPosts';
import { SearchBox } from '../../components/post/SearchBox';
import { QueriesView } from '../../components/QueriesView';
import { RegionBar } from '../../components/region/RegionBar';
import { Section } from '../../components/Section';
import styles from './index.module.css';

/** The entry page: the current region, search, the recommended categories and posts. */
export default function HomePage() {
  const region = useCurrentRegion();
  const categories = useRecommendedCategoriesQuery();

  return (
    <>
      <RegionBar testId="region-current" />
      <SearchBox />

      <Section title="热门分类">
        <div className={styles.categories}>
          <QueriesView queries={[categories]} staleNote={false}>
            {() => (
              <CategoryGrid
                categories={categories.data ?? []}
                label="热门分类"
                testId="home-categories"
              />
            )}
          </QueriesView>
        </div>
      </Section>

      <Section title="推荐信息">
        {region === undefined ? <LoadingView /> : <RecommendedPosts regionId={region?.regionId} />}
      </Section>
    </>
  );
}
