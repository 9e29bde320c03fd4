import { useId, type ReactNode } from 'react';
import styles from './Section.module.css';

interface SectionProps {
  title: string;
  children: ReactNode;
  testId?: string;
}

/** A white card with a heading, the building block of the tab pages. */
export function Section({ title, children, testId }: SectionProps) {
  const id = useId();
  return (
    <section className={styles.card} aria-labelledby={id} data-testid={testId}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {children}
    </section>
  );
}
