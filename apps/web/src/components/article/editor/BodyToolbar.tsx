import { useEditorState, type Editor } from '@tiptap/react';
import { useRef } from 'react';
import { ImageFileInput } from '../../form/ImageFileInput';
import styles from './ArticleEditor.module.css';

type Tool = 'heading' | 'bold' | 'italic' | 'list' | 'quote';

const TOOLS: readonly { tool: Tool; label: string }[] = [
  { tool: 'heading', label: '标题' },
  { tool: 'bold', label: '粗体' },
  { tool: 'italic', label: '斜体' },
  { tool: 'list', label: '列表' },
  { tool: 'quote', label: '引用' },
];

const apply: Record<Tool, (editor: Editor) => boolean> = {
  heading: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  bold: (e) => e.chain().focus().toggleBold().run(),
  italic: (e) => e.chain().focus().toggleItalic().run(),
  list: (e) => e.chain().focus().toggleBulletList().run(),
  quote: (e) => e.chain().focus().toggleBlockquote().run(),
};

const active: Record<Tool, (editor: Editor) => boolean> = {
  heading: (e) => e.isActive('heading'),
  bold: (e) => e.isActive('bold'),
  italic: (e) => e.isActive('italic'),
  list: (e) => e.isActive('bulletList'),
  quote: (e) => e.isActive('blockquote'),
};

interface BodyToolbarProps {
  editor: Editor;
  onLink: () => void;
  onImage: (file: File) => void;
  uploading: boolean;
}

/** The formats over the body, each pressed where the cursor has it, and the photo picker. */
export function BodyToolbar({ editor, onLink, onImage, uploading }: BodyToolbarProps) {
  const file = useRef<HTMLInputElement>(null);
  const pressed = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      Object.fromEntries(TOOLS.map(({ tool }) => [tool, active[tool](e)])) as Record<Tool, boolean>,
  });
  return (
    <div className={styles.toolbar} role="toolbar" aria-label="格式" data-testid="editor-toolbar">
      {TOOLS.map(({ tool, label }) => (
        <button
          key={tool}
          type="button"
          className={styles.tool}
          aria-pressed={pressed[tool]}
          // Keeps the editor's focus and selection: the format applies to what is selected.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => apply[tool](editor)}
          data-testid={`tool-${tool}`}
        >
          {label}
        </button>
      ))}
      <button
        type="button"
        className={styles.tool}
        onMouseDown={(event) => event.preventDefault()}
        onClick={onLink}
        data-testid="tool-link"
      >
        链接
      </button>
      <button
        type="button"
        className={styles.tool}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => file.current?.click()}
        disabled={uploading}
        aria-label="插入图片"
        data-testid="tool-image"
      >
        {uploading ? '上传中' : '图片'}
      </button>
      <ImageFileInput inputRef={file} testId="editor-image-input" onImage={onImage} />
    </div>
  );
}
