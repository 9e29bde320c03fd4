import { describe, expect, it } from 'vitest';
import { EVERY_POST_2026_11_27 } from '../../../db/migrations/2026_11_27_035_saved_search_tokens';
import { searchKeyword } from '../search/keyword';
import { buildLexicon } from '../search/lexicon';
import { allOf } from '../search/query';
import { postFilterTokens } from '../search/search-index';
import { filterToken, postSearchTokens } from '../search/tokenize';
import { EVERY_POST, postKeys, searchKeys } from './cover';
import { mayMatch } from './token-check';

const lexicon = buildLexicon({
  regions: [{ name: '纽约/法拉盛', nameEn: 'New York, NYC/Flushing', pinyin: 'niuyue/falasheng' }],
  categories: [{ id: 3, name: '房屋租售' }],
  synonyms: '租房: 出租, 求租, 单间, #房屋租售\n绿卡 = green card',
});

const exprOf = (keyword: string) => {
  const search = searchKeyword(keyword, lexicon);
  return search && (search.expanded ?? allOf(search.exact));
};

const posts = [
  ['法拉盛学区房出租', '近7号线，iPhone15 二手也可面谈。'],
  ['Flushing 单间招租', '包水电，green card holder preferred'],
  ['皇后區兩房', '獨立衛浴，拎包入住，车位另租。'],
  ['二手车出售', 'Toyota Camry 2019，里程少。'],
].map(([title, content], i) => {
  const filters = postFilterTokens({
    title: title!,
    content: content!,
    category_id: i === 1 ? 3 : 7,
    country_id: 1,
    state_id: 2,
    metro_id: 5,
  });
  return new Set(postSearchTokens(title!, content!, filters));
});

const keywords = [
  '学区',
  '學區房',
  'iphone',
  '7号线',
  '车',
  '车位',
  '租房',
  '绿卡',
  'toyota camry',
  '法拉盛 学区',
  'NYC',
  '停车位',
  'h1b',
];

describe('searchKeys and postKeys', () => {
  it('file every search under a key of each post it may match', () => {
    let pairs = 0;
    for (const keyword of keywords) {
      const keys = searchKeys(exprOf(keyword), {});
      for (const tokens of posts) {
        const carried = new Set(postKeys(tokens));
        if (mayMatch(exprOf(keyword)!, tokens)) {
          pairs++;
          expect(
            keys.some((key) => carried.has(key)),
            `${keyword}`,
          ).toBe(true);
        }
      }
    }
    expect(pairs).toBeGreaterThanOrEqual(12);
  });

  it('file a keyword under few, selective keys: a pair, an open word, an open character', () => {
    expect(searchKeys(exprOf('学区'), {})).toEqual(['学区']);
    expect(searchKeys(exprOf('iphone'), {})).toEqual(['iphone*']);
    expect(searchKeys(exprOf('车'), {})).toEqual(['车*']);
    expect(searchKeys(exprOf('法拉盛 学区'), {})).toHaveLength(1);
    expect(searchKeys(exprOf('租房'), {})).toContain(filterToken('category', 3));
  });

  it('file a search without a keyword under its category, else its region, else every post', () => {
    expect(searchKeys(null, { regionId: 5, categoryId: 3 })).toEqual([filterToken('category', 3)]);
    expect(searchKeys(null, { regionId: 5 })).toEqual([filterToken('region', 5)]);
    expect(searchKeys(null, {})).toEqual([EVERY_POST]);
    expect(postKeys([])).toEqual([EVERY_POST]);
  });

  it('use the key migration 2026_11_27_035 filed existing searches under', () => {
    expect(EVERY_POST_2026_11_27).toBe(EVERY_POST);
  });
});
