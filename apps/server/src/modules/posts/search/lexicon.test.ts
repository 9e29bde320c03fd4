import { describe, expect, it } from 'vitest';
import { searchKeyword } from './keyword';
import { buildLexicon, parseSynonyms, regionGroups, termKey } from './lexicon';
import { fts5Expr, parseKeyword, tsqueryExpr } from './query';
import { filterToken } from './tokenize';

const lexicon = buildLexicon({
  regions: [
    { name: '纽约/法拉盛', nameEn: 'New York, NYC/Flushing', pinyin: 'niuyue/falasheng' },
    { name: '洛杉矶/圣盖博谷', nameEn: 'Los Angeles/San Gabriel Valley, SGV', pinyin: '' },
    { name: '旧金山湾区', nameEn: 'SF Bay Area, Bay Area', pinyin: 'jiujinshanwanqu' },
    { name: '尔湾', nameEn: 'Irvine', pinyin: 'erwan' },
  ],
  categories: [{ id: 1, name: '房屋租售' }],
  synonyms: [
    '租房: 出租, 求租, 单间, #房屋租售, #没有的分类',
    '绿卡 = green card',
    '旧金山湾区 = 湾区',
    'a line without a rule',
  ].join('\n'),
});

const terms = (key: string) => lexicon.expand(termKey(key))?.terms;

describe('termKey', () => {
  it('gives every spelling of the same words one key', () => {
    for (const spelling of ['H1B', 'H-1B', 'h 1b', 'Ｈ１Ｂ'])
      expect(termKey(spelling)).toBe('h 1 b');
    expect(termKey('學區')).toBe('学区');
    expect(termKey(' Bay   Area ')).toBe('bay area');
  });
});

describe('parseSynonyms', () => {
  it('reads groups, one-way rules with categories, and skips other lines', () => {
    expect(parseSynonyms('a = b ＝ c\n租房：出租、求租，#房屋租售\n\nnothing')).toEqual({
      groups: [['a', 'b', 'c']],
      rules: [{ head: '租房', forms: ['出租', '求租'], categories: ['房屋租售'] }],
    });
  });
});

describe('regionGroups', () => {
  it('pairs the parts of a name with the English and pinyin parts at the same place', () => {
    expect(
      regionGroups({ name: '纽约/法拉盛', nameEn: 'New York/Flushing', pinyin: 'a/b' }),
    ).toEqual([
      ['纽约', 'New York', 'a'],
      ['法拉盛', 'Flushing', 'b'],
    ]);
    // Parts that do not line up: one group with every form.
    expect(regionGroups({ name: '纽约/法拉盛', nameEn: 'Flushing', pinyin: '' })).toEqual([
      ['纽约/法拉盛', 'Flushing'],
    ]);
  });
});

describe('buildLexicon', () => {
  it('finds a place by its Chinese, English and pinyin names, each from the others', () => {
    expect(terms('Flushing')).toEqual(['法拉盛', 'falasheng']);
    expect(terms('法拉盛')).toEqual(['flushing', 'falasheng']);
    expect(terms('falasheng')).toEqual(['法拉盛', 'flushing']);
    expect(terms('Irvine')).toEqual(['尔湾', 'erwan']);
    expect(terms('sgv')).toEqual(['圣盖博谷', 'san gabriel valley']);
  });

  it('joins a synonym group to the region it shares a spelling with', () => {
    expect(terms('湾区')).toEqual(['旧金山湾区', 'sf bay area', 'bay area', 'jiujinshanwanqu']);
    expect(terms('bay area')).toContain('湾区');
  });

  it('expands a one-way rule only from its head, with its known categories', () => {
    expect(lexicon.expand('租房')).toEqual({ terms: ['出租', '求租', '单间'], categories: [1] });
    expect(lexicon.expand('出租')).toBeUndefined();
    expect(terms('green card')).toEqual(['绿卡']);
  });

  it('folds Traditional keys', () => {
    expect(terms('綠卡')).toEqual(['green card']);
  });
});

describe('searchKeyword', () => {
  it('leaves a keyword without known terms as typed', () => {
    expect(searchKeyword('二手 iPhone15', lexicon)).toEqual({
      exact: parseKeyword('二手 iPhone15'),
      expanded: null,
    });
    expect(searchKeyword('  ', lexicon)).toBeNull();
  });

  it('matches a term as typed or as any of its forms, several parts long', () => {
    const search = searchKeyword('San Gabriel Valley 租房', lexicon)!;
    expect(fts5Expr(search.expanded!)).toBe(
      '((("san"* AND "gabriel"* AND "valley"*) OR "圣盖 盖博 博谷" OR "sgv") AND ' +
        `("租房" OR "出租" OR "求租" OR "单间" OR "${filterToken('category', 1)}"))`,
    );
    expect(tsqueryExpr(searchKeyword('Flushing', lexicon)!.expanded!)).toBe(
      "(('flushing':* | ('法拉' <-> '拉盛') | 'falasheng':*))",
    );
  });
});
