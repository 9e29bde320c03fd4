import { useRecommendedPostsQuery } from '../../api/posts';
import { postListPath } from '../../nav/paths';
import { AppLink } from '../AppLink';
import { EmptyState } from '../EmptyState';
import { ChevronRightIcon, DocumentIcon } from '../icons';
import { QueriesView } from '../QueriesView';
import { CardList } from '../CardList';
import { PostCard } from './PostCard';
import styles from './RecommendedPosts.module.css';

/** The home page's posts: recommended ones, then the newest with photos, in the region. */
export function RecommendedPosts({ regionId }: { regionId: number | undefined }) {
  const posts = useRecommendedPostsQuery(regionId);
  return (
    <QueriesView queries={[posts]}>
      {() =>
        posts.data?.length ? (
          <>
            <CardList testId="home-posts">
              {posts.data.map((post) => (
                <PostCard key={post.id} post={post} />
              ))}
            </CardList>
            {/* The ten end here; the region's whole list, newest first, goes on. */}
            <AppLink to={postListPath()} className={styles.more} testId="home-posts-more">
              查看更多
              <ChevronRightIcon size={14} />
            </AppLink>
          </>
        ) : (
          <EmptyState
            icon={<DocumentIcon size={28} />}
            title="这个地区还没有信息"
            description="切换地区看看，或者发布第一条。"
            testId="home-posts-empty"
          />
        )
      }
    </QueriesView>
  );
}
