import type { Editor } from '@tiptap/react';
import { useState } from 'react';
import styles from './ArticleEditor.module.css';

/** The schemes a reader's link may have (the server's sanitiser keeps these only). */
const LINK = /^(https?:\/\/\S+|mailto:\S+@\S+|tel:\+?[\d\s-]+)$/i;

/**
 * The address of a link: on the selected text, or inserted as its own text when nothing is
 * selected. Under the toolbar rather than a dialog, so the selection stays in sight.
 */
export function LinkRow({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const [href, setHref] = useState(() => String(editor.getAttributes('link').href ?? 'https://'));
  const [error, setError] = useState<string | null>(null);

  const save = () => {
    const value = href.trim();
    if (!LINK.test(value)) return setError('请输入以 https:// 开头的网址');
    const chain = editor.chain().focus();
    if (editor.state.selection.empty && !editor.isActive('link')) {
      chain
        .insertContent({
          type: 'text',
          text: value,
          marks: [{ type: 'link', attrs: { href: value } }],
        })
        .run();
    } else {
      chain.extendMarkRange('link').setLink({ href: value }).run();
    }
    onDone();
  };

  return (
    <div className={styles.linkRow} data-testid="link-row">
      <label className="visually-hidden" htmlFor="article-link">
        链接地址
      </label>
      <input
        id="article-link"
        type="url"
        inputMode="url"
        className={styles.linkInput}
        value={href}
        onChange={(event) => {
          setHref(event.target.value);
          setError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            save();
          }
        }}
        aria-invalid={error ? true : undefined}
        // The row opens for this one input.
        autoFocus
      />
      <button type="button" className={styles.linkButton} onClick={save}>
        确定
      </button>
      <button type="button" className={styles.linkButton} onClick={onDone}>
        取消
      </button>
      {error && <p className={styles.linkError}>{error}</p>}
    </div>
  );
}
