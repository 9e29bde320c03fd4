import { useMyPostsQuery } from '../../../api/posts';
import { postEditPath } from '../../../nav/paths';
import { MyContentFeed } from '../../../components/MyContentFeed';
import { MyPostActions } from '../../../components/post/MyPostActions';
import { PostCard } from '../../../components/post/PostCard';

/** My posts in every status but deleted, with edit, delete and renew. */
export default function MyPostsPage() {
  return (
    <MyContentFeed
      query={useMyPostsQuery()}
      testId="my-posts"
      empty={{ title: '您还没有发布信息', write: '发布第一条', writePath: postEditPath() }}
      card={(post, { badge, actions }) => (
        <PostCard post={post} badge={badge} actions={actions(<MyPostActions post={post} />)} />
      )}
    />
  );
}
