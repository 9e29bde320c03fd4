import MarkdownIt from 'markdown-it';
import { ArticleBody } from '../ArticleBody';

/**
 * The editor's preview, as the server will render it (decision 0007): CommonMark, raw HTML
 * escaped, unsafe link schemes refused, a level-1 heading shown as h2. Its own chunk, loaded
 * when the writer first opens 预览, so markdown-it stays out of every other page.
 */
const markdown = new MarkdownIt({ html: false });
markdown.core.ruler.push('h1_as_h2', (state) => {
  for (const token of state.tokens) {
    if ((token.type === 'heading_open' || token.type === 'heading_close') && token.tag === 'h1') {
      token.tag = 'h2';
    }
  }
});

export default function MarkdownRender({ source }: { source: string }) {
  return <ArticleBody html={markdown.render(source)} testId="editor-preview" />;
}
