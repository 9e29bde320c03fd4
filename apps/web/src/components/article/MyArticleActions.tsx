import { useDeleteArticlesMutation } from '../../api/articles';
import { articleEditPath } from '../../nav/paths';
import { showToast } from '../../lib/toast';
import { EditDeleteButtons } from '../EditDeleteButtons';
import styles from './MyArticleActions.module.css';

interface MyArticleActionsProps {
  article: { id: number; title: string };
  /** After the article is deleted (a detail page leaves; a list just loses the card). */
  onDeleted?: () => void;
}

/** Edit, and delete after a confirmation, for an article of mine. */
export function MyArticleActions({ article, onDeleted }: MyArticleActionsProps) {
  const remove = useDeleteArticlesMutation();
  const onDelete = () =>
    remove.mutate([article.id], {
      onSuccess: () => {
        showToast('已删除');
        onDeleted?.();
      },
    });
  return (
    <div className={styles.actions}>
      <EditDeleteButtons
        title={article.title}
        editPath={articleEditPath(article.id)}
        onDelete={onDelete}
        deleting={remove.isPending}
        testId="article"
      />
    </div>
  );
}
