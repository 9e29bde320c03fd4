import type { ReactNode } from 'react';
import { StrokeIcon } from './StrokeIcon';
import styles from './List.module.css';

/**
 * Grouped rows in the antd-mobile look. Hand-written because antd's clickable List.Item is an
 * `<a>` without href: unreachable by keyboard and unnamed as a control.
 */
export function List({
  header,
  children,
  testId,
}: {
  header?: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <section className={styles.group} data-testid={testId}>
      {header && <h2 className={styles.header}>{header}</h2>}
      <ul className={styles.list}>{children}</ul>
    </section>
  );
}

interface ListItemProps {
  title: ReactNode;
  extra?: ReactNode;
  description?: ReactNode;
}

/** A row that shows information. */
export function ListItem({ title, extra, description }: ListItemProps) {
  return (
    <li className={styles.row}>
      <span className={styles.main}>
        <span className={styles.title}>{title}</span>
        {description && <span className={styles.description}>{description}</span>}
      </span>
      {extra && <span className={styles.extra}>{extra}</span>}
    </li>
  );
}

interface ListButtonProps extends ListItemProps {
  onClick: () => void;
  /** Opens a further level: an arrow. */
  arrow?: boolean;
  /** The current choice: a check mark, and aria-current for assistive technology. */
  checked?: boolean;
  testId?: string;
}

/** A row that does something when tapped. */
export function ListButton({
  title,
  extra,
  description,
  onClick,
  arrow,
  checked,
  testId,
}: ListButtonProps) {
  return (
    <li>
      <button
        type="button"
        className={`${styles.row} ${styles.button}`}
        onClick={onClick}
        aria-current={checked ? 'true' : undefined}
        data-testid={testId}
      >
        <span className={styles.main}>
          <span className={styles.title}>{title}</span>
          {description && <span className={styles.description}>{description}</span>}
        </span>
        {extra && <span className={styles.extra}>{extra}</span>}
        {checked && <CheckIcon />}
        {arrow && <ArrowIcon />}
      </button>
    </li>
  );
}

function CheckIcon() {
  return (
    <StrokeIcon className={styles.check} size={20} strokeWidth={2.2}>
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </StrokeIcon>
  );
}

function ArrowIcon() {
  return (
    <svg className={styles.arrow} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <path
        d="M9 5l7 7-7 7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
