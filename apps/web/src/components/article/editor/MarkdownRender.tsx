import { uploadIdOfUrl } from '@huaren/contract';
import MarkdownIt from 'markdown-it';
import { ArticleBody } from '../ArticleBody';

/**
 * The editor's preview, as the server will render it (decision 0007): CommonMark, raw HTML
 * escaped, unsafe link schemes refused, headings kept between h2 and h4, and only our uploads
 * shown as images (the contract's rule, which the server's sanitiser applies). Its own chunk,
 * loaded when the writer first opens 预览, so markdown-it stays out of every other page.
 */
const markdown = new MarkdownIt('commonmark', { html: false });
markdown.core.ruler.push('clamp_headings', (state) => {
  for (const token of state.tokens) {
    if (token.type === 'heading_open' || token.type === 'heading_close') {
      token.tag = `h${Math.min(Math.max(Number(token.tag.slice(1)), 2), 4)}`;
    }
  }
});
const renderImage = markdown.renderer.rules.image!;
// Readers never see an image from another host or a data: URL: the server drops the element.
markdown.renderer.rules.image = (tokens, index, options, env, self) => {
  const src = tokens[index]!.attrGet('src');
  return typeof src === 'string' && uploadIdOfUrl(src) !== null
    ? renderImage(tokens, index, options, env, self)
    : '';
};

/** The HTML the preview shows for the writer's Markdown. */
export const previewHtml = (source: string) => markdown.render(source);

export default function MarkdownRender({ source }: { source: string }) {
  return <ArticleBody html={previewHtml(source)} testId="editor-preview" />;
}
