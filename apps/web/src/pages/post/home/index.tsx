import { useCategoriesQuery } from '../../../api/categories';
import { usePostListQuery } from '../../../api/posts';
import { useCurrentRegion } from '../../../api/regions';
import { postEditPath } from '../../../nav/paths';
import { AppLink } from '../../../components/AppLink';
import { CategorySection } from '../../../components/CategorySection';
import { DocumentIcon } from '../../../components/icons';
import { CardFeed } from '../../../components/CardFeed';
import { PostCard } from '../../../components/post/PostCard';
import { SearchBox } from '../../../components/post/SearchBox';
import { RegionBar } from '../../../components/region/RegionBar';
import { Section } from '../../../components/Section';
import styles from './index.module.css';

/**
 * The information tab (版块): the region, search, every category (each opening its post list),
 * and under them the region's newest posts, page after page.
 */
export default function SectionsPage() {
  const categories = useCategoriesQuery();
  const region = useCurrentRegion();
  // The same list (and cache) as 全部 on the post list page of this region.
  const posts = usePostListQuery(
    { regionId: region?.regionId, sort: 'latest' },
    region !== undefined,
  );
  return (
    <>
      <RegionBar testId="sections-region" />
      <SearchBox />
      <CategorySection title="全部分类" query={categories} testId="all-categories" />
      <AppLink to={postEditPath()} className={styles.publish} testId="sections-publish">
        发布信息
      </AppLink>
      <Section title="最新信息">
        <CardFeed
          query={posts}
          empty={{
            icon: <DocumentIcon size={28} />,
            title: '这个地区还没有信息',
            description: '切换地区看看，或者发布第一条。',
          }}
          testId="sections-posts"
          card={(post) => <PostCard post={post} />}
        />
      </Section>
    </>
  );
}
