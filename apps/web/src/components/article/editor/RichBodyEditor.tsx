import { ARTICLE_MAX_IMAGES } from '@huaren/contract';
import { getSchema } from '@tiptap/core';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { useState } from 'react';
import { uploadImage } from '../../../api/uploads';
import { showErrorToast } from '../../../lib/toast';
import bodyStyles from '../ArticleBody.module.css';
import { BODY_EXTENSIONS } from './bodyExtensions';
import { LinkRow } from './LinkRow';
import { markdownParser, toMarkdown } from './markdownDoc';
import { BodyToolbar } from './BodyToolbar';
import styles from './ArticleEditor.module.css';

const parser = markdownParser(getSchema(BODY_EXTENSIONS));

interface RichBodyEditorProps {
  /** The body as Markdown when the editor opens (a draft or the article being edited). */
  initial: string;
  onChange: (markdown: string) => void;
}

/**
 * The body as the reader will see it while it is written (decision 0007): Tiptap over the
 * server's Markdown, with a toolbar for headings, bold, italic, lists, quotes, links and photos.
 * The page that holds it is the only one that loads Tiptap.
 */
export default function RichBodyEditor({ initial, onChange }: RichBodyEditorProps) {
  const [uploading, setUploading] = useState(false);
  const [linking, setLinking] = useState(false);
  const editor = useEditor({
    extensions: BODY_EXTENSIONS,
    content: parser.parse(initial).toJSON(),
    editorProps: {
      attributes: {
        class: `${bodyStyles.body} ${styles.editable}`,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': '正文',
        'data-placeholder': '正文（至少 10 字）。选中文字后点上方按钮可加粗、设为标题等。',
        'data-testid': 'article-body-editor',
      },
    },
    onUpdate: ({ editor: e }) => onChange(toMarkdown(e.state.doc)),
  });
  const empty = useEditorState({ editor, selector: ({ editor: e }) => e.isEmpty });

  const addImage = async (file: File) => {
    let images = 0;
    editor.state.doc.descendants((node) => void (node.type.name === 'image' && images++));
    if (images >= ARTICLE_MAX_IMAGES) {
      return showErrorToast(`一篇文章最多 ${ARTICLE_MAX_IMAGES} 张图片`);
    }
    setUploading(true);
    try {
      const image = await uploadImage(file);
      // A paragraph of its own after the cursor, as Markdown keeps an image.
      editor
        .chain()
        .focus()
        .insertContent([
          { type: 'paragraph', content: [{ type: 'image', attrs: { src: image.url, alt: '' } }] },
        ])
        .run();
    } catch {
      // The upload layer has shown why.
    } finally {
      setUploading(false);
    }
  };

  return (
    <>
      <BodyToolbar
        editor={editor}
        onLink={() => setLinking(true)}
        onImage={(file) => void addImage(file)}
        uploading={uploading}
      />
      {linking && <LinkRow editor={editor} onDone={() => setLinking(false)} />}
      <EditorContent editor={editor} className={empty ? styles.empty : undefined} />
    </>
  );
}
