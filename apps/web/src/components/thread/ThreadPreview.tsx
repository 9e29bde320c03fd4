import { type ThreadKind, useThreadQuery } from '../../api/threads';
import { AppLink } from '../AppLink';
import { threadKinds } from './threadKinds';
import { ThreadView } from './ThreadView';
import styles from './ThreadPreview.module.css';

/** How many threads a detail page previews. */
const PREVIEW_THREADS = 3;

interface ThreadPreviewProps {
  kind: ThreadKind;
  /** The post's or article's id. */
  id: number;
  /** All entries under the post or article, not only those previewed. */
  count: number;
}

/** The newest threads under a post or an article, and the way to all of them (and to write). */
export function ThreadPreview({ kind, id, count }: ThreadPreviewProps) {
  const { noun, testId, allPath } = threadKinds[kind];
  const threads = useThreadQuery(kind, id, PREVIEW_THREADS).data?.pages[0]?.list ?? [];
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
          {threads.map((thread) => (
            <ThreadView key={thread.id} kind={kind} id={id} thread={thread} />
          ))}
        </ul>
      )}
      <AppLink to={allPath(id)} className={styles.all} testId={`${testId}-all`}>
        {count > 0 ? `查看全部 ${count} 条${noun}` : `写${noun}`}
      </AppLink>
    </section>
  );
}
