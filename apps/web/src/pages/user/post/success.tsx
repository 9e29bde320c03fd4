import { usePostQuery } from '../../../api/posts';
import { PostPath, postDetailPath, postEditPath } from '../../../nav/paths';
import { parseId } from '../../../lib/url';
import { useQueryParam } from '../../../nav/useQueryParam';
import { LoadingView } from '../../../components/LoadingView';
import { SuccessView } from '../../../components/SuccessView';

/**
 * Where a saved post stands: published, or waiting for review in a premoderated category
 * (decision 0008), new or edited. The form leaves the saved post in the cache; a reload asks
 * for it (the author's own reads count no view).
 */
export default function PostSuccessPage() {
  const id = parseId(useQueryParam('id'));
  const post = usePostQuery(id);
  if (id !== null && post.isPending) return <LoadingView />;
  return (
    <SuccessView
      testId="post-success"
      viewTestId="success-view"
      publishedText="您的信息已发布，将展示 30 天，到期前可在“我的发布”中续期。"
      pending={post.data?.status === 'pending'}
      viewLabel="查看信息"
      detailPath={postDetailPath}
      mineLabel="我的发布"
      minePath={PostPath.mine}
      newLabel="继续发布"
      newPath={postEditPath()}
    />
  );
}
