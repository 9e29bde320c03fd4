import type { MarkdownIt } from 'markdown-it';

/**
 * How an article's Markdown is read, the same on the server (which renders what readers get) and
 * in the editor (which shows it while it is written): docs/decisions/0007-article-bodies.md.
 * Only types are imported here: each side brings its own markdown-it.
 *
 * - `html: false`: raw HTML in the source shows as text.
 * - `breaks: true`: a line break the writer typed is a line break, not a space.
 */
export const ARTICLE_MARKDOWN_OPTIONS = { html: false, breaks: true } as const;

/**
 * The rules CommonMark lacks for text typed on a phone, added to a `commonmark` instance:
 *
 * - Headings stay between h2 and h4: the page title is the only h1, the sanitiser stops at h4.
 * - A line typed after a list item or a quote starts a paragraph of its own. CommonMark joins it
 *   to the item or quote above ("lazy continuation"), which nobody typing means.
 */
export function articleMarkdown(md: MarkdownIt): MarkdownIt {
  md.core.ruler.push('clamp_headings', (state) => {
    for (const token of state.tokens) {
      if (token.type === 'heading_open' || token.type === 'heading_close') {
        token.tag = `h${Math.min(Math.max(Number(token.tag.slice(1)), 2), 4)}`;
      }
    }
  });
  // Asked only whether a line ends the paragraph or quote being read (silent), never a block of
  // its own: a line less indented than the list item's text ends the item's paragraph, and a
  // line without '>' ends the quote.
  md.block.ruler.before(
    'paragraph',
    'typed_line_ends_block',
    (state, line, _endLine, silent) =>
      silent && (state.parentType === 'blockquote' || (state.sCount[line] ?? 0) < state.blkIndent),
    { alt: ['paragraph', 'blockquote'] },
  );
  return md;
}
