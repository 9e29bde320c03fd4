import { ARTICLE_MARKDOWN_OPTIONS, articleMarkdown, uploadIdOfUrl } from '@huaren/contract';
import type { Schema, Node as PmNode } from '@tiptap/pm/model';
import MarkdownIt, { type Token } from 'markdown-it';
import {
  defaultMarkdownSerializer as md,
  MarkdownParser,
  MarkdownSerializer,
  type MarkdownSerializerState,
} from 'prosemirror-markdown';

/**
 * The article body stays Markdown (decision 0007): the editor reads it into its document and
 * writes it back on every change. Reading uses the server's own rules (the contract's
 * articleMarkdown), so the editor shows what readers will get, and nothing the server would
 * leave out: images that are not our uploads and links of other schemes are dropped here too.
 */

/** The link schemes the server's sanitiser keeps. */
const LINK_SCHEMES = /^(https?:|mailto:|tel:)/i;

const tokenizer = articleMarkdown(new MarkdownIt('commonmark', ARTICLE_MARKDOWN_OPTIONS));
tokenizer.core.ruler.push('only_what_readers_get', (state) => {
  for (const block of state.tokens) {
    if (block.type !== 'inline' || !block.children) continue;
    const dropped = new Set<Token>();
    const open: Token[] = [];
    for (const token of block.children) {
      if (token.type === 'image' && uploadIdOfUrl(String(token.attrGet('src') ?? '')) === null) {
        dropped.add(token);
      } else if (token.type === 'link_open') {
        open.push(token);
        if (!LINK_SCHEMES.test(String(token.attrGet('href') ?? ''))) dropped.add(token);
      } else if (token.type === 'link_close') {
        // The link's text stays; its mark goes with the opening it closes.
        if (dropped.has(open.pop()!)) dropped.add(token);
      }
    }
    block.children = block.children.filter((token) => !dropped.has(token));
  }
});

const attr = (token: Token, name: string) => {
  const value = token.attrGet(name);
  return value === null ? null : String(value);
};

/** Markdown → the editor's document, for the Tiptap schema of RichBodyEditor's extensions. */
export function markdownParser(schema: Schema): MarkdownParser {
  return new MarkdownParser(schema, tokenizer, {
    blockquote: { block: 'blockquote' },
    paragraph: { block: 'paragraph' },
    list_item: { block: 'listItem' },
    bullet_list: { block: 'bulletList' },
    ordered_list: {
      block: 'orderedList',
      getAttrs: (token) => ({ start: Number(attr(token, 'start') ?? 1) }),
    },
    heading: { block: 'heading', getAttrs: (token) => ({ level: Number(token.tag.slice(1)) }) },
    code_block: { block: 'codeBlock', noCloseToken: true },
    fence: { block: 'codeBlock', noCloseToken: true },
    hr: { node: 'horizontalRule' },
    image: {
      node: 'image',
      getAttrs: (token) => ({
        src: attr(token, 'src'),
        // Never missing: an image without words is decoration to a screen reader (alt="").
        alt: token.children?.[0]?.content ?? '',
        title: attr(token, 'title'),
      }),
    },
    hardbreak: { node: 'hardBreak' },
    // Line breaks are kept as typed (ARTICLE_MARKDOWN_OPTIONS.breaks).
    softbreak: { node: 'hardBreak' },
    em: { mark: 'italic' },
    strong: { mark: 'bold' },
    link: {
      mark: 'link',
      getAttrs: (token) => ({ href: attr(token, 'href'), title: attr(token, 'title') }),
    },
    code_inline: { mark: 'code', noCloseToken: true },
  });
}

/** Items start with `- ` and `1. `, the marks the old toolbar wrote and writers know. */
function bulletList(state: MarkdownSerializerState, node: PmNode) {
  state.renderList(node, '  ', () => '- ');
}

function orderedList(state: MarkdownSerializerState, node: PmNode) {
  const start = Number(node.attrs.start ?? 1);
  const width = String(start + node.childCount - 1).length;
  state.renderList(node, ' '.repeat(width + 2), (i) => {
    const n = String(start + i);
    return `${' '.repeat(width - n.length)}${n}. `;
  });
}

const serializer = new MarkdownSerializer(
  {
    blockquote: md.nodes.blockquote!,
    codeBlock: md.nodes.code_block!,
    heading: md.nodes.heading!,
    horizontalRule: md.nodes.horizontal_rule!,
    bulletList,
    orderedList,
    listItem: md.nodes.list_item!,
    paragraph: md.nodes.paragraph!,
    image: md.nodes.image!,
    hardBreak: md.nodes.hard_break!,
    text: md.nodes.text!,
  },
  {
    italic: md.marks.em!,
    bold: md.marks.strong!,
    link: md.marks.link!,
    code: md.marks.code!,
  },
);

/** The editor's document → the Markdown the server stores and renders. */
export function toMarkdown(doc: PmNode): string {
  return serializer.serialize(doc, { tightLists: true });
}
