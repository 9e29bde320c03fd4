import { getSchema } from '@tiptap/core';
import { describe, expect, it } from 'vitest';
import { BODY_EXTENSIONS } from './bodyExtensions';
import { markdownParser, toMarkdown } from './markdownDoc';

const ID = 'c'.repeat(64);
const parser = markdownParser(getSchema(BODY_EXTENSIONS));
const roundTrip = (source: string) => toMarkdown(parser.parse(source));

describe('the body editor’s Markdown', () => {
  it('reads and writes back what the toolbar makes', () => {
    const source = [
      '## 第一步',
      '先去**社安局**办社安卡，带好*护照*。',
      '- 预约\n- 排队',
      '1. 填表\n2. 交表',
      '> 早上去人少。',
      '[社安局官网](https://ssa.gov)',
      `![](/uploads/${ID}.webp)`,
    ].join('\n\n');
    expect(roundTrip(source)).toBe(source);
  });

  it('keeps a typed line break as one, and a line after a list as a paragraph', () => {
    expect(roundTrip('第一行\n第二行')).toBe('第一行\\\n第二行');
    expect(roundTrip('- 带护照\n以上要原件')).toBe('- 带护照\n\n以上要原件');
  });

  it.each([
    '![x](data:image/png;base64,iVBORw0KGgo=)',
    '![x](https://evil.example/x.png)',
    `![x](/uploads/${ID}.thumb.webp)`,
  ])('leaves out the image %s, as the server does', (image) => {
    expect(roundTrip(`正文。\n\n${image}`)).toBe('正文。');
  });

  it('keeps the text of a link whose scheme the server refuses, without the link', () => {
    expect(roundTrip('[图](data:image/png;base64,iVBORw0KGgo=) 和 [站](https://x.org)')).toBe(
      '图 和 [站](https://x.org)',
    );
  });

  it('shows raw HTML as the text it is', () => {
    expect(roundTrip('<script>alert(1)</script>')).toBe('<script>alert(1)</script>');
  });
});
