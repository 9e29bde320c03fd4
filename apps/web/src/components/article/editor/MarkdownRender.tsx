import MarkdownIt from 'markdown-it';
import { ArticleBody } from '../ArticleBody';

/**
 * The editor's preview, as the server will render it (decision 0007): CommonMark, raw HTML
 * escaped, unsafe link schemes refused, headings kept between h2 and h4. Its own chunk, loaded
 * when the writer first opens 预览, so markdown-it stays out of every other page.
 */
const markdown = new MarkdownIt('commonmark', { html: false });
markdown.core.ruler.push('clamp_headings', (state) => {
  for (const token of state.tokens) {
    if (token.type === 'heading_open' || token.type === 'heading_close') {
      token.tag = `h${Math.min(Math.max(Number(token.tag.slice(1)), 2), 4)}`;
    }
  }
});

export default function MarkdownRender({ source }: { source: string }) {
  return <ArticleBody html={markdown.render(source)} testId="editor-preview" />;
}
