import { useRecommendedPostsQuery } from '../../api/posts';
import { EmptyState } from '../EmptyState';
import { DocumentIcon } from '../icons';
import { QueriesView } from '../QueriesView';
import { PostCard, PostCardList } from './PostCard';

/** The home page's posts: recommended ones, then the newest with photos, in the region. */
export function RecommendedPosts({ regionId }: { regionId: number | undefined }) {
  const posts = useRecommendedPostsQuery(regionId);
  return (
    <QueriesView queries={[posts]}>
      {() =>
        posts.data?.length ? (
          <PostCardList testId="home-posts">
            {posts.data.map((post) => (
              <PostCard key={post.id} post={post} />
            ))}
          </PostCardList>
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
