import { describe, expect, it } from 'vitest';
import { previewHtml } from './MarkdownRender';

const ID = 'c'.repeat(64);

describe('previewHtml', () => {
  it('shows our uploads as images', () => {
    expect(previewHtml(`![门口](/uploads/${ID}.webp)`)).toBe(
      `<p><img src="/uploads/${ID}.webp" alt="门口" /></p>\n`,
    );
  });

  it.each([
    '![x](data:image/png;base64,iVBORw0KGgo=)',
    '![x](https://evil.example/x.png)',
    '![x](//evil.example/x.png)',
    `![x](https://evil.example/uploads/${ID}.webp)`,
    `![x](/uploads/${ID}.thumb.webp)`,
    `![x](/uploads/${ID}.webp?track=1)`,
  ])('leaves out %s, as the server does', (source) => {
    expect(previewHtml(`正文。\n\n${source}`)).toBe('<p>正文。</p>\n<p></p>\n');
  });
});
