import { ThreadPage } from '../../../components/thread/ThreadPage';

/** All replies of a post, with the box to reply to the post or a reply. */
export default function PostCommentPage() {
  return <ThreadPage kind="post" />;
}
