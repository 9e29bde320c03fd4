import styles from './StatusNote.module.css';

/** Above a post's or article's body: why only its author sees it, when that is so. */
export function StatusNote({ text }: { text: string | undefined }) {
  return text ? <p className={styles.note}>{text}</p> : null;
}
