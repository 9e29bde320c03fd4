import type { ReactNode } from 'react';
import styles from './AccountPage.module.css';

interface AccountPageProps {
  /** One line above the form saying what the page is for. */
  intro?: ReactNode;
  children: ReactNode;
  /** Links below the form (register, forgot password ...). */
  links?: ReactNode;
  testId?: string;
}

/** The frame of the sign-in and settings forms: intro, the form card, links. */
export function AccountPage({ intro, children, links, testId }: AccountPageProps) {
  return (
    <div className={styles.page} data-testid={testId}>
      {intro && <p className={styles.intro}>{intro}</p>}
      {children}
      {links && <div className={styles.links}>{links}</div>}
    </div>
  );
}
