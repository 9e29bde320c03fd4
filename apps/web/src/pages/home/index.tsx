import { useRecommendedCategoriesQuery } from '../../api/categories';
import { REGION_PICKER_PATH } from '../../app/routes';
import { useAppNavigator } from '../../app/appNavigator';
import { useCurrentRegion } from '../../app/launch';
import { CategoryGrid } from '../../components/CategoryGrid';
import { LoadingView } from '../../components/LoadingView';
import { ChevronRightIcon, PinIcon } from '../../components/icons';
import { RecommendedPosts } from '../../components/post/RecommendedPosts';
import { SearchBox } from '../../components/post/SearchBox';
import { QueriesView } from '../../components/QueriesView';
import { Section } from '../../components/Section';
import styles from './index.module.css';

/** The entry page: the current region, search, the recommended categories and posts. */
export default function HomePage() {
  const navigator = useAppNavigator();
  const region = useCurrentRegion();
  const categories = useRecommendedCategoriesQuery();

  return (
    <>
      <div className={styles.regionBar}>
        <button
          type="button"
          className={styles.region}
          data-testid="region-current"
          onClick={() => void navigator.navigateTo(REGION_PICKER_PATH)}
        >
          <PinIcon size={18} />
          <span className={styles.regionName}>{region?.regionName ?? '选择地区'}</span>
          <span className={styles.regionAction}>
            切换地区
            <ChevronRightIcon size={14} />
          </span>
        </button>
      </div>
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
