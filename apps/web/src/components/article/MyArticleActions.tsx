import { Button } from 'antd-mobile';
import { useDeleteArticlesMutation } from '../../api/articles';
import { useAppNavigator } from '../../nav/appNavigator';
import { articleEditPath } from '../../nav/paths';
import { confirm } from '../../lib/confirm';
import { showToast } from '../../lib/toast';
import styles from './MyArticleActions.module.css';

interface MyArticleActionsProps {
  article: { id: number; title: string };
  /** After the article is deleted (a detail page leaves; a list just loses the card). */
  onDeleted?: () => void;
}

/** Edit, and delete after a confirmation, for an article of mine. */
export function MyArticleActions({ article, onDeleted }: MyArticleActionsProps) {
  const navigator = useAppNavigator();
  const remove = useDeleteArticlesMutation();

  const onDelete = async () => {
    const yes = await confirm(`确定删除“${article.title}”吗？删除后无法恢复。`, '删除');
    if (!yes) return;
    remove.mutate([article.id], {
      onSuccess: () => {
        showToast('已删除');
        onDeleted?.();
      },
    });
  };

  return (
    <div className={styles.actions}>
      <Button
        size="small"
        onClick={() => void navigator.navigateTo(articleEditPath(article.id))}
        aria-label={`编辑 ${article.title}`}
        data-testid="article-edit"
      >
        编辑
      </Button>
      <Button
        size="small"
        color="danger"
        fill="outline"
        loading={remove.isPending}
        onClick={() => void onDelete()}
        aria-label={`删除 ${article.title}`}
        data-testid="article-delete"
      >
        删除
      </Button>
    </div>
  );
}
