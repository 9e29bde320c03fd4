import { describe, expect, it } from 'vitest';
import { parseKeyword } from '../search/query';
import { postSearchTokens } from '../search/tokenize';
import { mayMatch } from './token-check';

const post = new Set(postSearchTokens('法拉盛学区房出租', '近7号线，iPhone15 二手也可面谈。'));
const phrase = (keyword: string) => ({ phrase: parseKeyword(keyword)[0]! });

describe('mayMatch', () => {
  it('passes a keyword whose tokens the post holds, in either script', () => {
    expect(mayMatch(phrase('学区'), post)).toBe(true);
    expect(mayMatch(phrase('學區房'), post)).toBe(true);
    expect(mayMatch(phrase('iphone'), post)).toBe(true);
  });

  it('drops a keyword with a token the post lacks', () => {
    expect(mayMatch(phrase('停车位'), post)).toBe(false);
    expect(mayMatch(phrase('toyota'), post)).toBe(false);
  });

  it('combines all, any and but-not as the index would, leaving NOT to the index', () => {
    const [yes, no] = [phrase('学区'), phrase('停车')];
    expect(mayMatch({ all: [yes, no] }, post)).toBe(false);
    expect(mayMatch({ any: [no, yes] }, post)).toBe(true);
    expect(mayMatch({ match: yes, not: yes }, post)).toBe(true);
  });
});
