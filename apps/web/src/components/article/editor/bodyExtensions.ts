import Image from '@tiptap/extension-image';
import StarterKit from '@tiptap/starter-kit';

/**
 * What the body editor can make: exactly what the server's allow-list keeps (decision 0007):
 * headings h2-h4, paragraphs and line breaks, bold, italic, code, lists, quotes, links, rules and
 * our uploaded images. Strike-through and underline have no Markdown the server keeps.
 */
export const BODY_EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    strike: false,
    underline: false,
    link: {
      openOnClick: false,
      autolink: true,
      protocols: ['mailto', 'tel'],
      // Links open apart and carry no referrer, as readers get them.
      HTMLAttributes: { rel: 'nofollow noopener', target: '_blank' },
    },
  }),
  // Inline, as Markdown has it: an image sits in a paragraph of its own.
  Image.configure({ inline: true }),
];
