import type { Article } from '@huaren/contract';
import type { ReactNode } from 'react';
import { useArticleQuery } from '../../api/articles';
import { ArticlePath } from '../../nav/paths';
import { GoneView } from '../GoneView';
import { QueriesView } from '../QueriesView';
import { WithQueryId } from '../WithQueryId';

/**
 * The article named by `?id=` once loaded; a link without an id, the wait, a failure or an
 * article that is gone show instead.
 */
export function ArticleLoader({ children }: { children: (article: Article) => ReactNode }) {
  return (
    <WithQueryId missing="文章不存在">{(id) => <Loaded id={id}>{children}</Loaded>}</WithQueryId>
  );
}

function Loaded({ id, children }: { id: number; children: (article: Article) => ReactNode }) {
  const article = useArticleQuery(id);
  return (
    <QueriesView
      queries={[article]}
      missing={
        <GoneView
          title="该文章已删除或不存在"
          reason="可能已被作者删除或被隐藏，也可能链接有误。"
          to={ArticlePath.home}
          action="去社区看看"
          testId="article-gone"
        />
      }
    >
      {() => article.data && children(article.data)}
    </QueriesView>
  );
}
