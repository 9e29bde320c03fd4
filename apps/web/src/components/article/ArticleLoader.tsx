import type { Article } from '@huaren/contract';
import type { ReactNode } from 'react';
import { useArticleQuery } from '../../api/articles';
import { parseId } from '../../app/postPaths';
import { useQueryParam } from '../../app/useQueryParam';
import { AsyncView } from '../AsyncView';
import { EmptyState } from '../EmptyState';

/** The article named by `?id=` once loaded; a link without an id, the wait and a failure show instead. */
export function ArticleLoader({ children }: { children: (article: Article) => ReactNode }) {
  const id = parseId(useQueryParam('id'));
  const article = useArticleQuery(id);
  if (id === null) return <EmptyState title="文章不存在" description="链接可能不完整。" />;
  return (
    <AsyncView
      status={article.status}
      errorMessage={article.error?.message}
      onRetry={() => void article.refetch()}
    >
      {article.data && children(article.data)}
    </AsyncView>
  );
}
