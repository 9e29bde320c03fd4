import type { ArticleSort } from '@huaren/contract';
import { useArticleListQuery } from '../../../api/articles';
import { useAppNavigator } from '../../../nav/appNavigator';
import { articleEditPath } from '../../../nav/paths';
import { useCurrentRegion } from '../../../api/regions';
import { REGION_PICKER_PATH } from '../../../nav/paths';
import { ArticleCard } from '../../../components/article/ArticleCard';
import { ChatIcon } from '../../../components/icons';
import { CardFeed } from '../../../components/CardFeed';
import { LoadingView } from '../../../components/LoadingView';
import { PageTabs } from '../../../components/PageTabs';
import { PageWithAction } from '../../../components/PageWithAction';
import styles from './index.module.css';

/**
 * The community tab: articles of the region chosen on the home page, newest or most liked
 * first. The sort lives in the address (?sort=popular), so back returns to the same tab.
 */
export default function CommunityPage() {
  const navigator = useAppNavigator();
  const region = useCurrentRegion();
  const feed = (sort: ArticleSort) => () =>
    region === undefined ? <LoadingView /> : <Feed sort={sort} regionId={region?.regionId} />;
  return (
    <PageWithAction
      tabPage
      action={{ label: '写文章', to: articleEditPath(), testId: 'article-write' }}
    >
      <div className={styles.region}>
        <span className={styles.regionName}>{region?.regionName ?? '全部地区'}的社区文章</span>
        <button
          type="button"
          className={styles.change}
          onClick={() => void navigator.navigateTo(REGION_PICKER_PATH)}
        >
          切换地区
        </button>
      </div>
      <PageTabs
        param="sort"
        tabs={[
          { key: 'latest', title: '最新', render: feed('latest') },
          { key: 'popular', title: '热门', render: feed('popular') },
        ]}
      />
    </PageWithAction>
  );
}

function Feed({ sort, regionId }: { sort: ArticleSort; regionId: number | undefined }) {
  const articles = useArticleListQuery({ sort, regionId });
  return (
    <CardFeed
      query={articles}
      empty={{
        icon: <ChatIcon size={28} />,
        title: '这里还没有文章',
        description: '分享你的本地生活经验，写下第一篇吧。',
      }}
      testId="article-feed"
      card={(article) => <ArticleCard article={article} />}
    />
  );
}
