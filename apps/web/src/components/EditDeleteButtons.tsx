import { Button } from 'antd-mobile';
import { useAppNavigator } from '../nav/appNavigator';
import { confirm } from '../lib/confirm';

interface EditDeleteButtonsProps {
  /** The item's title: the buttons' labels and the confirmation name it. */
  title: string;
  editPath: string;
  /** Runs once the author has confirmed; `deleting` while its call runs. */
  onDelete: () => void;
  deleting: boolean;
  /** `${testId}-edit` and `${testId}-delete`. */
  testId: string;
  className?: string;
}

/** 编辑 and 删除 (after a confirmation) under a post or article of mine. */
export function EditDeleteButtons({
  title,
  editPath,
  onDelete,
  deleting,
  testId,
  className,
}: EditDeleteButtonsProps) {
  const navigator = useAppNavigator();
  const askDelete = async () => {
    if (await confirm(`确定删除“${title}”吗？删除后无法恢复。`, '删除')) onDelete();
  };
  return (
    <>
      <Button
        size="small"
        className={className}
        onClick={() => void navigator.navigateTo(editPath)}
        aria-label={`编辑 ${title}`}
        data-testid={`${testId}-edit`}
      >
        编辑
      </Button>
      <Button
        size="small"
        className={className}
        color="danger"
        fill="outline"
        loading={deleting}
        onClick={() => void askDelete()}
        aria-label={`删除 ${title}`}
        data-testid={`${testId}-delete`}
      >
        删除
      </Button>
    </>
  );
}
