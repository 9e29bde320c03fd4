import type { Post } from '@huaren/contract';
import { useCategoriesQuery } from '../../../api/categories';
import { usePostQuery } from '../../../api/posts';
import { useRegionsQuery } from '../../../api/regions';
import { useUserInfoQuery } from '../../../api/user';
import { usePageTitle } from '../../../nav/pageTitle';
import { parseId } from '../../../lib/url';
import { useQueryParam } from '../../../nav/useQueryParam';
import { PostForm } from '../../../components/post/form/PostForm';
import { draftOf, newDraft } from '../../../components/post/form/postInput';
import { QueriesView } from '../../../components/QueriesView';
import { useStoredRegion } from '../../../lib/regionStore';
import { loadDraft } from '../../../lib/postDraft';
import { useCategoryFieldsQuery } from '../../../category-fields/api';

/**
 * Publish a post, or with ?id= edit one. A draft left by an earlier visit wins over the
 * defaults (the profile's contacts, the current region) and over the post as stored.
 */
export default function PostEditPage() {
  const postId = parseId(useQueryParam('id'));
  usePageTitle(postId === null ? undefined : '编辑信息');
  const categories = useCategoriesQuery();
  const regions = useRegionsQuery();
  const profile = useUserInfoQuery();
  const post = usePostQuery(postId);
  const region = useStoredRegion();
  const fields = useCategoryFieldsQuery();

  const initial = () =>
    loadDraft(postId) ??
    (postId === null
      ? newDraft(profile.data, region?.regionId ?? null)
      : draftOf(post.data as Post));

  return (
    <QueriesView
      queries={[categories, regions, fields, profile, ...(postId === null ? [] : [post])]}
    >
      {() => (
        <PostForm
          key={postId ?? 'new'}
          postId={postId}
          initial={initial()}
          categories={categories.data ?? []}
          regions={regions.data ?? []}
          fields={fields.data ?? []}
        />
      )}
    </QueriesView>
  );
}
