import { useRecommendedPostsQuery } from '../../api/posts';
import { AsyncView } from '../AsyncView';
import { EmptyState } from '../EmptyState';
import { postListPath } from '../../app/postPaths';
import { AppLink } from '../AppLink';
import { ChevronRightIcon, DocumentIcon } from '../icons';
import { PostCard, PostCardList } from './PostCard';
import styles from './RecommendedPosts.module.css';

/** The home page's posts: recommended ones, then the newest with photos, in the region. */
export function RecommendedPosts({ regionId }: { regionId: number | undefined }) {
  const posts = useRecommendedPostsQuery(regionId);
  return (
    <AsyncView
      status={posts.status}
      errorMessage={posts.error?.message}
      onRetry={() => void posts.refetch()}
    >
      {posts.data?.length ? (
        <>
          <PostCardList testId="home-posts">
            {posts.data.map((post) => (
              <PostCard key={post.id} post={post} />
            ))}
          </PostCardList>
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
      )}
    </AsyncView>
  );
}
