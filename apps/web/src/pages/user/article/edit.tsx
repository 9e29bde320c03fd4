import { useArticleQuery } from '../../../api/articles';
import { useRegionsQuery } from '../../../api/regions';
import { usePageTitle } from '../../../nav/pageTitle';
import { parseId } from '../../../lib/url';
import { useQueryParam } from '../../../nav/useQueryParam';
import { ArticleEditor } from '../../../components/article/editor/ArticleEditor';
import { QueriesView } from '../../../components/QueriesView';
import { articleDraft, articleDraftOf } from '../../../lib/articleDraft';
import { useStoredRegion } from '../../../lib/regionStore';

/**
 * Write an article, or with ?id= edit one. A draft left by an earlier visit wins over the
 * article as stored; a new article starts in the home page's region.
 */
export default function ArticleEditPage() {
  const articleId = parseId(useQueryParam('id'));
  usePageTitle(articleId === null ? undefined : '编辑文章');
  const regions = useRegionsQuery();
  const article = useArticleQuery(articleId);
  const region = useStoredRegion();

  const stored = article.data;
  const initial = () => {
    const draft =
      articleDraft.load(articleId) ??
      (stored
        ? articleDraftOf(stored)
        : { title: '', body: '', summary: '', regionId: null, coverImageId: null });
    return { ...draft, regionId: draft.regionId ?? region?.regionId ?? null };
  };

  return (
    <QueriesView
      queries={[regions, ...(articleId === null ? [] : [article])]}
      // The launch stores the home page's region a moment after a first visit opens here directly.
      ready={articleId !== null || region !== null}
    >
      {() => (
        <ArticleEditor
          key={articleId ?? 'new'}
          articleId={articleId}
          initial={initial()}
          regions={regions.data ?? []}
        />
      )}
    </QueriesView>
  );
}
