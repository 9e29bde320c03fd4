import { ArticlePath, articleDetailPath, articleEditPath } from '../../../nav/paths';
import { SuccessView } from '../../../components/SuccessView';

export default function ArticleSuccessPage() {
  return (
    <SuccessView
      testId="article-success"
      viewTestId="article-success-view"
      publishedText="您的文章已发布，大家可以在社区看到它了。"
      viewLabel="查看文章"
      detailPath={articleDetailPath}
      mineLabel="我的文章"
      minePath={ArticlePath.mine}
      newLabel="再写一篇"
      newPath={articleEditPath()}
    />
  );
}
