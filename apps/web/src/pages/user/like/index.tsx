import { useMyLikesQuery } from '../../../api/likes';
import { EmptyState } from '../../../components/EmptyState';
import { InfiniteFeed } from '../../../components/InfiniteFeed';
import { PageTabs } from '../../../components/PageTabs';
import { PostCard, PostCardList } from '../../../components/post/PostCard';
import { StatusBadge } from '../../../components/post/StatusBadge';

/** What I liked. Posts now; articles get a second tab with their own issue. */
export default function MyLikesPage() {
  return <PageTabs tabs={[{ key: 'posts', title: '信息', render: () => <LikedPosts /> }]} />;
}

function LikedPosts() {
  const posts = useMyLikesQuery();
  return (
    <InfiniteFeed
      query={posts}
      empty={<EmptyState title="还没有点赞的信息" testId="my-likes-empty" />}
    >
      {(items) => (
        <PostCardList testId="my-likes">
          {items.map((post) => (
            <PostCard
              key={post.id}
              post={post}
              badge={post.status === 'published' ? undefined : <StatusBadge status={post.status} />}
            />
          ))}
        </PostCardList>
      )}
    </InfiniteFeed>
  );
}
