import styles from './NavBar.module.css';

interface NavBarProps {
  title: string;
  /** Shown as a back control when given; tab pages have none. */
  onBack?: () => void;
}

/**
 * The custom navigation bar of spec section 2: white text on brand green. Written by hand rather
 * than antd-mobile's NavBar, whose left area is an unnamed, unfocusable role="button" div.
 */
export function NavBar({ title, onBack }: NavBarProps) {
  return (
    <header className={styles.bar}>
      {onBack && (
        <button type="button" className={styles.back} aria-label="返回" onClick={onBack}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path
              d="M15 5l-7 7 7 7"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </button>
      )}
      <h1 className={styles.title}>{title}</h1>
    </header>
  );
}
