import styles from './ArticleBody.module.css';

/**
 * An article's body as HTML: the server's sanitised `bodyHtml` (decision 0007), or the editor's
 * preview rendered with markdown-it `html: false`. The one place the app inserts HTML.
 */
export function ArticleBody({ html, testId }: { html: string; testId?: string }) {
  return (
    <div className={styles.body} data-testid={testId} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
