import { PostPath, postDetailPath, postEditPath } from '../../../app/postPaths';
import { SuccessView } from '../../../components/SuccessView';

export default function PostSuccessPage() {
  return (
    <SuccessView
      testId="post-success"
      viewTestId="success-view"
      publishedText="您的信息已发布，将展示 30 天，到期前可在“我的发布”中续期。"
      viewLabel="查看信息"
      detailPath={postDetailPath}
      mineLabel="我的发布"
      minePath={PostPath.mine}
      newLabel="继续发布"
      newPath={postEditPath()}
    />
  );
}
