import styles from './ArticleBody.module.css';

/**
 * An article's body as HTML: the server's sanitised `bodyHtml` (decision 0007). The one place the
 * app inserts HTML. The editor draws its body with the same styles (ArticleBody.module.css).
 */
export function ArticleBody({ html, testId }: { html: string; testId?: string }) {
  return (
    <div className={styles.body} data-testid={testId} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
