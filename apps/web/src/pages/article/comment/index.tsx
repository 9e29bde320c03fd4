import { ThreadPage } from '../../../components/thread/ThreadPage';

/** All comments of an article, with the box to comment or answer a comment. */
export default function ArticleCommentPage() {
  return <ThreadPage kind="article" />;
}
