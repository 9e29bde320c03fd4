import { useLikedArticlesQuery } from '../../../api/articles';
import { useMyLikesQuery } from '../../../api/likes';
import { ArticleCard } from '../../../components/article/ArticleCard';
import { CardFeed } from '../../../components/CardFeed';
import { PageTabs } from '../../../components/PageTabs';
import { PostCard } from '../../../components/post/PostCard';
import { StatusBadge } from '../../../components/post/StatusBadge';

/** What I liked: posts and articles, each in a tab. */
export default function MyLikesPage() {
  return (
    <PageTabs
      param="tab"
      tabs={[
        { key: 'posts', title: '信息', render: () => <LikedPosts /> },
        { key: 'articles', title: '文章', render: () => <LikedArticles /> },
      ]}
    />
  );
}

function LikedPosts() {
  const posts = useMyLikesQuery();
  return (
    <CardFeed
      query={posts}
      empty={{ title: '还没有点赞的信息' }}
      testId="my-likes"
      card={(post) => (
        <PostCard
          post={post}
          badge={post.status === 'published' ? undefined : <StatusBadge status={post.status} />}
        />
      )}
    />
  );
}

function LikedArticles() {
  const articles = useLikedArticlesQuery();
  return (
    <CardFeed
      query={articles}
      empty={{ title: '还没有点赞的文章' }}
      testId="liked-articles"
      card={(article) => <ArticleCard article={article} />}
    />
  );
}
