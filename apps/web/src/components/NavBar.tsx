import { StrokeIcon } from './StrokeIcon';
import { TabIcon } from './TabIcon';
import styles from './NavBar.module.css';

interface NavBarProps {
  title: string;
  /** Shown as a back control when given; tab pages have none. */
  onBack?: () => void;
  /** Shown as a home control when given, in the back control's place. */
  onHome?: () => void;
}

/**
 * The custom navigation bar of spec section 2: white text on brand green. Written by hand rather
 * than antd-mobile's NavBar, whose left area is an unnamed, unfocusable role="button" div.
 */
export function NavBar({ title, onBack, onHome }: NavBarProps) {
  return (
    <header className={styles.bar}>
      {onBack && (
        <button type="button" className={styles.back} aria-label="返回" onClick={onBack}>
          <StrokeIcon strokeWidth={2.2}>
            <path d="M15 5l-7 7 7 7" />
          </StrokeIcon>
        </button>
      )}
      {onHome && (
        <button type="button" className={styles.back} aria-label="返回首页" onClick={onHome}>
          <TabIcon icon="home" />
        </button>
      )}
      <h1 className={styles.title}>{title}</h1>
    </header>
  );
}
