import { Button } from 'antd-mobile';
import { useMyPostsQuery } from '../../../api/posts';
import { useAppNavigator } from '../../../nav/appNavigator';
import { postEditPath } from '../../../nav/paths';
import { EmptyState } from '../../../components/EmptyState';
import { DocumentIcon } from '../../../components/icons';
import { CardFeed } from '../../../components/CardFeed';
import { MyPostActions } from '../../../components/post/MyPostActions';
import { PostCard } from '../../../components/post/PostCard';
import { StatusBadge } from '../../../components/post/StatusBadge';
import { StatusReason } from '../../../components/post/StatusReason';

/** My posts in every status but deleted, with edit, delete and renew. */
export default function MyPostsPage() {
  const navigator = useAppNavigator();
  const posts = useMyPostsQuery();
  return (
    <CardFeed
      query={posts}
      empty={
        <EmptyState
          icon={<DocumentIcon size={28} />}
          title="您还没有发布信息"
          description={
            <Button
              color="primary"
              size="small"
              onClick={() => void navigator.navigateTo(postEditPath())}
            >
              发布第一条
            </Button>
          }
          testId="my-posts-empty"
        />
      }
      testId="my-posts"
      card={(post) => (
        <PostCard
          post={post}
          badge={<StatusBadge status={post.status} />}
          actions={
            <>
              {post.statusReason && <StatusReason reason={post.statusReason} />}
              <MyPostActions post={post} />
            </>
          }
        />
      )}
    />
  );
}
