import { ARTICLE_MARKDOWN_OPTIONS, articleMarkdown } from '@huaren/contract';
import MarkdownIt, { type Token } from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

/**
 * The body pipeline of docs/decisions/0007-article-bodies.md: CommonMark with raw HTML escaped,
 * then an allow-list sanitiser over the result. Readers get the stored HTML as is, so a change of
 * either policy raises BODY_RENDER_VERSION, and every stored body is rendered again
 * (rebuild.ts) at the next start or by `npm run rebuild`.
 */

/** 2: typed line breaks kept, a line after a list item or a quote a paragraph of its own. */
export const BODY_RENDER_VERSION = 2;

export interface RenderedBody {
  html: string;
  /** The visible text on one line (no markup, no image), for the length rule and the summary. */
  text: string;
  /** Ids of the uploads the body shows, in order, repeats included. */
  imageIds: string[];
}

/** The upload id an image URL is ours for, or null for any other URL. */
export type ImageIdOf = (src: string) => string | null;

// The rules the editor reads the same source with (headings h2-h4, line breaks as typed).
const markdown = articleMarkdown(new MarkdownIt('commonmark', ARTICLE_MARKDOWN_OPTIONS));

const ALLOWED_TAGS = [
  'h2',
  'h3',
  'h4',
  'p',
  'br',
  'strong',
  'em',
  'ul',
  'ol',
  'li',
  'blockquote',
  'a',
  'img',
  'hr',
  'code',
  'pre',
];

function sanitize(html: string, imageIdOf: ImageIdOf): { html: string; imageIds: string[] } {
  const imageIds: string[] = [];
  const clean = sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    // rel and target are allowed only because the transform below writes them on every link.
    allowedAttributes: { a: ['href', 'rel', 'target'], img: ['src', 'alt'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: {
          ...(attribs.href !== undefined ? { href: attribs.href } : {}),
          rel: 'nofollow noopener',
          target: '_blank',
        },
      }),
    },
    // A hot-linked image would let another site count our readers and swap the picture later.
    exclusiveFilter: (frame) => {
      if (frame.tag !== 'img') return false;
      const id = frame.attribs.src === undefined ? null : imageIdOf(frame.attribs.src);
      if (id === null) return true;
      imageIds.push(id);
      return false;
    },
  });
  return { html: clean, imageIds };
}

/** Text tokens only: an image's alt text is not text a reader sees. */
function visibleText(tokens: readonly Token[]): string {
  const parts: string[] = [];
  for (const token of tokens) {
    if (token.type === 'inline') {
      for (const child of token.children ?? []) {
        if (child.type === 'text' || child.type === 'code_inline') parts.push(child.content);
        else if (child.type === 'softbreak' || child.type === 'hardbreak') parts.push(' ');
      }
    } else if (token.type === 'fence' || token.type === 'code_block') {
      parts.push(token.content);
    }
    parts.push(' ');
  }
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/** Renders the author's Markdown into the HTML readers get. Pure: the caller checks the images. */
export function renderBody(source: string, imageIdOf: ImageIdOf): RenderedBody {
  const env = {};
  const tokens = markdown.parse(source, env);
  const rendered = markdown.renderer.render(tokens, markdown.options, env);
  const { html, imageIds } = sanitize(rendered, imageIdOf);
  return { html, text: visibleText(tokens), imageIds };
}
