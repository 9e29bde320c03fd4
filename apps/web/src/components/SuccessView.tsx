import { Button } from 'antd-mobile';
import { useAppNavigator } from '../nav/appNavigator';
import { usePageTitle } from '../nav/pageTitle';
import { parseId } from '../lib/url';
import { useQueryParam } from '../nav/useQueryParam';
import { CheckIcon, ClockIcon } from './icons';
import styles from './SuccessView.module.css';

interface SuccessViewProps {
  /** The page's test id; its view button's is `viewTestId`. */
  testId: string;
  viewTestId: string;
  /** Said after a first publish; an edit only says it took effect. */
  publishedText: string;
  /**
   * The item waits for an administrator's review (a premoderated category, decision 0008):
   * nobody else sees it yet, which the page says instead of 发布成功.
   */
  pending?: boolean;
  viewLabel: string;
  detailPath: (id: number) => string;
  mineLabel: string;
  minePath: string;
  /** The button to write another, offered after a first publish only. */
  newLabel: string;
  newPath: string;
}

/** Heading and text of each outcome: published or saved, or either waiting for review. */
function outcome(edited: boolean, pending: boolean, props: SuccessViewProps) {
  if (pending) {
    return {
      title: edited ? '修改已提交审核' : '已提交审核',
      text: `已提交，审核通过后公开显示。审核期间只有您能看到，可在“${props.mineLabel}”中查看进度。`,
    };
  }
  return edited
    ? { title: '修改已保存', text: '修改已生效。' }
    : { title: '发布成功', text: props.publishedText };
}

/** After publishing (or saving an edit, `?edited=1`) the item `?id=`: where to go next. */
export function SuccessView(props: SuccessViewProps) {
  const navigator = useAppNavigator();
  const id = parseId(useQueryParam('id'));
  const edited = useQueryParam('edited') === '1';
  const pending = props.pending ?? false;
  const { title, text } = outcome(edited, pending, props);
  // The route table names the page 发布成功, which only one of the outcomes is.
  usePageTitle(title);
  return (
    <div className={styles.page} data-testid={props.testId} data-pending={pending}>
      <div
        className={pending ? `${styles.icon} ${styles.waiting}` : styles.icon}
        aria-hidden="true"
      >
        {pending ? <ClockIcon size={34} /> : <CheckIcon size={36} />}
      </div>
      <h2 className={styles.title}>{title}</h2>
      <p className={styles.text}>{text}</p>
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
