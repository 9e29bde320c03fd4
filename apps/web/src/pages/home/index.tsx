import { useRecommendedCategoriesQuery } from '../../api/categories';
import { useCurrentRegion } from '../../api/regions';
import { CategorySection } from '../../components/CategorySection';
import { LoadingView } from '../../components/LoadingView';
import { RecommendedPosts } from '../../components/post/RecommendedPosts';
import { SearchBox } from '../../components/post/SearchBox';
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

      <CategorySection
        title="热门分类"
        query={categories}
        testId="home-categories"
        className={styles.categories}
      />

      <Section title="推荐信息">
        {region === undefined ? <LoadingView /> : <RecommendedPosts regionId={region?.regionId} />}
      </Section>
    </>
  );
}
