import { useRef } from 'react';
import type { MarkdownMark } from './markdownEdit';
import styles from './ArticleEditor.module.css';

const MARKS: readonly { mark: MarkdownMark; label: string }[] = [
  { mark: 'heading', label: '标题' },
  { mark: 'bold', label: '粗体' },
  { mark: 'italic', label: '斜体' },
  { mark: 'list', label: '列表' },
  { mark: 'quote', label: '引用' },
  { mark: 'link', label: '链接' },
];

interface MarkdownToolbarProps {
  onMark: (mark: MarkdownMark) => void;
  onImage: (file: File) => void;
  uploading: boolean;
}

/** The marks over the body's textarea, and the photo picker that inserts an uploaded image. */
export function MarkdownToolbar({ onMark, onImage, uploading }: MarkdownToolbarProps) {
  const file = useRef<HTMLInputElement>(null);
  return (
    <div className={styles.toolbar} role="toolbar" aria-label="格式" data-testid="editor-toolbar">
      {MARKS.map(({ mark, label }) => (
        <button
          key={mark}
          type="button"
          className={styles.tool}
          // Keeps the textarea's focus and selection: the mark applies to what is selected.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onMark(mark)}
          data-testid={`tool-${mark}`}
        >
          {label}
        </button>
      ))}
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
      <input
        ref={file}
        type="file"
        accept="image/*"
        hidden
        data-testid="editor-image-input"
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          event.target.value = '';
          if (chosen) onImage(chosen);
        }}
      />
    </div>
  );
}
