/**
 * The editor toolbar's edits, as pure functions over the textarea's text and selection: each
 * answers the new text and what to select, so the writer can type over a placeholder at once.
 */
export interface TextState {
  text: string;
  start: number;
  end: number;
}

export type MarkdownMark = 'heading' | 'bold' | 'italic' | 'list' | 'quote' | 'link';

/** Text put in when nothing is selected, selected afterwards to be typed over. */
const PLACEHOLDER = { bold: '粗体文字', italic: '斜体文字', link: '链接文字' } as const;
const LINE_PREFIX = { heading: '## ', list: '- ', quote: '> ' } as const;
const URL_PLACEHOLDER = 'https://';

export function applyMark(state: TextState, mark: MarkdownMark): TextState {
  switch (mark) {
    case 'bold':
      return wrap(state, '**', PLACEHOLDER.bold);
    case 'italic':
      return wrap(state, '*', PLACEHOLDER.italic);
    case 'link':
      return link(state);
    default:
      return prefixLines(state, LINE_PREFIX[mark]);
  }
}

function wrap({ text, start, end }: TextState, mark: string, placeholder: string): TextState {
  const inner = text.slice(start, end) || placeholder;
  const before = text.slice(0, start);
  const after = text.slice(end);
  // Selected text already wrapped: unwrap it, so a second tap undoes the first.
  if (before.endsWith(mark) && after.startsWith(mark) && start !== end) {
    return {
      text: before.slice(0, -mark.length) + inner + after.slice(mark.length),
      start: start - mark.length,
      end: end - mark.length,
    };
  }
  const at = start + mark.length;
  return { text: `${before}${mark}${inner}${mark}${after}`, start: at, end: at + inner.length };
}

function link({ text, start, end }: TextState): TextState {
  const label = text.slice(start, end) || PLACEHOLDER.link;
  const inserted = `[${label}](${URL_PLACEHOLDER})`;
  const urlAt = start + label.length + 3;
  return {
    text: text.slice(0, start) + inserted + text.slice(end),
    start: urlAt,
    end: urlAt + URL_PLACEHOLDER.length,
  };
}

/** Adds the prefix to every line the selection touches, or removes it when all have it. */
function prefixLines({ text, start, end }: TextState, prefix: string): TextState {
  const from = text.lastIndexOf('\n', start - 1) + 1;
  const lineEnd = text.indexOf('\n', end);
  const to = lineEnd === -1 ? text.length : lineEnd;
  const lines = text.slice(from, to).split('\n');
  const remove = lines.every((line) => line.startsWith(prefix));
  const changed = lines
    .map((line) => (remove ? line.slice(prefix.length) : prefix + line))
    .join('\n');
  const block = text.slice(0, from) + changed;
  return { text: block + text.slice(to), start: from, end: block.length };
}

/** Puts a block (an image) on lines of its own at the cursor, with a blank line around it. */
export function insertBlock({ text, start, end }: TextState, block: string): TextState {
  const before = text.slice(0, start).replace(/[ \t]*$/, '');
  const after = text.slice(end).replace(/^[ \t]*/, '');
  const lead =
    before === '' ? '' : before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const trail = after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n';
  const head = before + lead + block + trail;
  return { text: head + after, start: head.length, end: head.length };
}

/** The Markdown of an uploaded image. */
export const imageMarkdown = (url: string) => `![](${url})`;
