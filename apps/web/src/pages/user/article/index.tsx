import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useDeleteArticlesMutation, useMyArticlesQuery } from '../../../api/articles';
import { articleEditPath, myArticlePath } from '../../../nav/paths';
import { ArticleCard } from '../../../components/article/ArticleCard';
import { MyArticleActions } from '../../../components/article/MyArticleActions';
import { MyContentFeed } from '../../../components/MyContentFeed';
import { confirm } from '../../../lib/confirm';
import { showToast } from '../../../lib/toast';
import styles from './index.module.css';

/** My articles in every status but deleted: open, edit, delete, or select several to delete. */
export default function MyArticlesPage() {
  const articles = useMyArticlesQuery();
  const remove = useDeleteArticlesMutation();
  const [selected, setSelected] = useState<ReadonlySet<number> | null>(null);
  const hasItems = Boolean(articles.data?.pages[0]?.list.length);

  const toggle = (id: number, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const deleteSelected = async () => {
    if (!selected?.size) return;
    const yes = await confirm(`确定删除选中的 ${selected.size} 篇文章吗？删除后无法恢复。`, '删除');
    if (!yes) return;
    remove.mutate([...selected], {
      onSuccess: ({ deletedIds }) => {
        showToast(`已删除 ${deletedIds.length} 篇`);
        setSelected(null);
      },
    });
  };

  return (
    <div className={styles.page}>
      {hasItems && (
        <div className={styles.bar}>
          <span className={styles.hint}>{selected ? '选择要删除的文章' : '点文章查看详情'}</span>
          <button
            type="button"
            className={styles.mode}
            onClick={() => setSelected(selected ? null : new Set())}
            data-testid="my-articles-select"
          >
            {selected ? '取消' : '批量删除'}
          </button>
        </div>
      )}
      <MyContentFeed
        query={articles}
        testId="my-articles"
        empty={{ title: '您还没有写过文章', write: '写第一篇', writePath: articleEditPath() }}
        card={(article, { badge, actions }) => (
          <ArticleCard
            article={article}
            to={myArticlePath(article.id)}
            badge={badge}
            select={
              selected
                ? {
                    checked: selected.has(article.id),
                    onChange: (on) => toggle(article.id, on),
                  }
                : undefined
            }
            actions={selected ? undefined : actions(<MyArticleActions article={article} />)}
          />
        )}
      />
      {selected && (
        <div className={styles.footer}>
          <span>已选 {selected.size} 篇</span>
          <Button
            color="danger"
            disabled={selected.size === 0}
            loading={remove.isPending}
            onClick={() => void deleteSelected()}
            data-testid="my-articles-delete"
          >
            删除
          </Button>
        </div>
      )}
    </div>
  );
}
