import { useLikedArticlesQuery } from '../../../api/articles';
import { useMyLikesQuery } from '../../../api/likes';
import { ArticleCard, ArticleCardList } from '../../../components/article/ArticleCard';
import { EmptyState } from '../../../components/EmptyState';
import { InfiniteFeed } from '../../../components/InfiniteFeed';
import { PageTabs } from '../../../components/PageTabs';
import { PostCard, PostCardList } from '../../../components/post/PostCard';
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

function LikedArticles() {
  const articles = useLikedArticlesQuery();
  return (
    <InfiniteFeed
      query={articles}
      empty={<EmptyState title="还没有点赞的文章" testId="liked-articles-empty" />}
    >
      {(items) => (
        <ArticleCardList testId="liked-articles">
          {items.map((article) => (
            <ArticleCard key={article.id} article={article} />
          ))}
        </ArticleCardList>
      )}
    </InfiniteFeed>
  );
}
