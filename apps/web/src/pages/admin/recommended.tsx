import { useRecommendedPostsAdminQuery } from '../../api/adminContent';
import { ContentList } from '../../components/admin/ContentList';
import { QueryView } from '../../components/AsyncView';
import { EmptyState } from '../../components/EmptyState';

/** The home page's recommended posts now; posts are recommended from the content list. */
export default function AdminRecommendedPage() {
  const recommended = useRecommendedPostsAdminQuery();
  return (
    <QueryView query={recommended}>
      {recommended.data?.length ? (
        <ContentList items={recommended.data} testId="recommended-list" />
      ) : (
        <EmptyState
          title="当前没有推荐的信息"
          description="在内容管理中找到已发布的信息，点“推荐”并选择截止日期。"
          testId="recommended-empty"
        />
      )}
    </QueryView>
  );
}
