import { Button } from 'antd-mobile';
import { useAppNavigator } from '../app/appNavigator';
import { parseId } from '../app/postPaths';
import { useQueryParam } from '../app/useQueryParam';
import styles from './SuccessView.module.css';

interface SuccessViewProps {
  /** The page's test id; its view button's is `viewTestId`. */
  testId: string;
  viewTestId: string;
  /** Said after a first publish; an edit only says it took effect. */
  publishedText: string;
  viewLabel: string;
  detailPath: (id: number) => string;
  mineLabel: string;
  minePath: string;
  /** The button to write another, offered after a first publish only. */
  newLabel: string;
  newPath: string;
}

/** After publishing (or saving an edit, `?edited=1`) the item `?id=`: where to go next. */
export function SuccessView(props: SuccessViewProps) {
  const navigator = useAppNavigator();
  const id = parseId(useQueryParam('id'));
  const edited = useQueryParam('edited') === '1';
  return (
    <div className={styles.page} data-testid={props.testId}>
      <div className={styles.icon} aria-hidden="true">
        ✓
      </div>
      <h2 className={styles.title}>{edited ? '修改已保存' : '发布成功'}</h2>
      <p className={styles.text}>{edited ? '修改已生效。' : props.publishedText}</p>
      <div className={styles.buttons}>
        {id !== null && (
          <Button
            block
            color="primary"
            onClick={() => void navigator.redirectTo(props.detailPath(id))}
            data-testid={props.viewTestId}
          >
            {props.viewLabel}
          </Button>
        )}
        <Button block onClick={() => void navigator.redirectTo(props.minePath)}>
          {props.mineLabel}
        </Button>
        {!edited && (
          <Button block fill="none" onClick={() => void navigator.redirectTo(props.newPath)}>
            {props.newLabel}
          </Button>
        )}
      </div>
    </div>
  );
}
