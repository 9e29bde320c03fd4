import { POST_EXCERPT_LENGTH } from '@huaren/contract';
import { describe, expect, it } from 'vitest';
import { excerptOf } from './post.presenter';

/** The excerpt as it was first written: split into characters, cut, joined. */
function byCharacters(content: string): string {
  const line = content.replace(/\s+/g, ' ').trim();
  const chars = Array.from(line);
  return chars.length <= POST_EXCERPT_LENGTH
    ? line
    : `${chars.slice(0, POST_EXCERPT_LENGTH).join('')}…`;
}

describe('excerptOf', () => {
  it('puts the content on one line and cuts it at the length in characters, an emoji being one', () => {
    expect(excerptOf('  两室\n\n一厅\t近地铁  ')).toBe('两室 一厅 近地铁');
    const emoji = '😀'.repeat(POST_EXCERPT_LENGTH + 5);
    expect(excerptOf(emoji)).toBe(`${'😀'.repeat(POST_EXCERPT_LENGTH)}…`);
    expect(excerptOf('😀'.repeat(POST_EXCERPT_LENGTH))).toBe('😀'.repeat(POST_EXCERPT_LENGTH));
  });

  it('cuts where splitting into characters cut, lone surrogates included', () => {
    const alphabet = ['a', ' ', '\n', '中', '😀', '\ud800', '\udc00', '\t', '，'];
    let seed = 11;
    for (let i = 0; i < 5000; i++) {
      let text = '';
      seed = (seed * 48_271) % 2_147_483_647;
      const length = seed % (POST_EXCERPT_LENGTH * 2);
      for (let j = 0; j < length; j++) {
        seed = (seed * 48_271) % 2_147_483_647;
        text += alphabet[seed % alphabet.length];
      }
      expect(excerptOf(text)).toBe(byCharacters(text));
    }
  });
});
