import type { ReactNode } from 'react';
import { AppLink } from '../AppLink';
import styles from './ThreadPreview.module.css';

/** How many threads a detail page previews. */
export const PREVIEW_THREADS = 3;

interface ThreadPreviewProps {
  /** 回复 or 评论: the heading, the empty text and the link speak of it. */
  noun: string;
  /** All entries under the post or article, not only those previewed. */
  count: number;
  /** Names the heading's id and the test ids: `reply` gives reply-preview and reply-all. */
  testId: string;
  /** The page with all of them, where one also writes. */
  allPath: string;
  /** The newest threads, as list items; none gives the empty text. */
  threads: ReactNode[];
}

/** The newest threads under a post or an article, and the way to all of them (and to write). */
export function ThreadPreview({ noun, count, testId, allPath, threads }: ThreadPreviewProps) {
  const titleId = `${testId}-preview-title`;
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {noun} {count}
      </h2>
      {threads.length === 0 ? (
        <p className={styles.empty}>还没有{noun}，来说两句吧</p>
      ) : (
        <ul className={styles.list} data-testid={`${testId}-preview`}>
          {threads}
        </ul>
      )}
      <AppLink to={allPath} className={styles.all} testId={`${testId}-all`}>
        {count > 0 ? `查看全部 ${count} 条${noun}` : `写${noun}`}
      </AppLink>
    </section>
  );
}
