import { useRecommendedCategoriesQuery } from '../../api/categories';
import { REGION_PICKER_PATH } from '../../app/routes';
import { useAppNavigator } from '../../app/appNavigator';
import { AsyncView } from '../../components/AsyncView';
import { CategoryGrid } from '../../components/CategoryGrid';
import { EmptyState } from '../../components/EmptyState';
import { ChevronRightIcon, DocumentIcon, PinIcon } from '../../components/icons';
import { Section } from '../../components/Section';
import { useStoredRegion } from '../../lib/regionStore';
import styles from './index.module.css';

/** The entry page: the current region, the recommended categories, and the latest posts to come. */
export default function HomePage() {
  const navigator = useAppNavigator();
  const region = useStoredRegion();
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

      <Section title="热门分类">
        <div className={styles.categories}>
          <AsyncView
            status={categories.status}
            errorMessage={categories.error?.message}
            onRetry={() => void categories.refetch()}
          >
            <CategoryGrid
              categories={categories.data ?? []}
              label="热门分类"
              testId="home-categories"
            />
          </AsyncView>
        </div>
      </Section>

      <Section title="最新信息">
        <EmptyState
          icon={<DocumentIcon size={28} />}
          title="最新信息即将上线"
          description="租房、招聘、二手转让等本地信息的发布与浏览正在建设中，上线后会按地区显示在这里。"
          testId="home-latest-empty"
        />
      </Section>
    </>
  );
}
