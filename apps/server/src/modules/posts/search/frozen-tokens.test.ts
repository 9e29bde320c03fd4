import { describe, expect, it } from 'vitest';
import * as frozen from '../../../db/migrations/search-tokens-v1';
import { fts5Document, tsvectorLiteral } from './query';
import { postFilterTokens } from './search-index';
import { postSearchTokens, SEARCH_TOKENS_VERSION } from './tokenize';

// Migrations 011 and 023 tokenize with a frozen copy of version 1; while the live tokens are
// version 1 the two agree, so that a database built then and one built now hold the same entries.
describe.runIf(SEARCH_TOKENS_VERSION === 1)('the migrations’ frozen tokens (version 1)', () => {
  const posts = [
    { title: '法拉盛主卧租房', content: '缅街附近，近7号线，包水电。' },
    { title: '出售二手ｉＰｈｏｎｅ１５', content: "O'Brien 的 H1B\\律师 𠀀𠀁 ーカタカナ 한국어" },
    { title: 'a'.repeat(40), content: '' },
  ];
  const place = { category_id: 3, country_id: 1, state_id: 5, metro_id: null };

  it('gives the live tokens, documents and filter tokens', () => {
    for (const post of posts) {
      const live = postSearchTokens(post.title, post.content);
      expect(frozen.postTokens(post)).toEqual(live);
      expect(frozen.fts5Document(live)).toBe(fts5Document(live));
      expect(frozen.tsvectorLiteral(live)).toBe(tsvectorLiteral(live));
    }
    expect(frozen.filterTokens(place)).toEqual(postFilterTokens({ ...place, ...posts[0]! }));
  });
});
