import { describe, expect, it } from 'vitest';
import { MAX_WORD_LENGTH, filterToken, postSearchTokens, searchTokens } from './tokenize';

describe('searchTokens', () => {
  it('indexes a CJK run as overlapping pairs plus its last character', () => {
    expect(searchTokens('法拉盛')).toEqual(['法拉', '拉盛', '盛']);
    expect(searchTokens('租房')).toEqual(['租房', '房']);
    expect(searchTokens('房')).toEqual(['房']);
  });

  it('lower-cases words, splits them from CJK runs and letters from digits', () => {
    expect(searchTokens('近地铁7号线，iPhone15 Pro 二手')).toEqual([
      ...['近地', '地铁', '铁', '7', '号线', '线'],
      ...['iphone', '15', 'pro', '二手', '手'],
    ]);
    for (const spelling of ['H1B', 'H-1B', 'h 1b', 'Ｈ１Ｂ']) {
      expect(searchTokens(spelling)).toEqual(['h', '1', 'b']);
    }
  });

  it('folds Traditional characters to Simplified, Taiwan and Hong Kong variants included', () => {
    expect(searchTokens('學區')).toEqual(searchTokens('学区'));
    expect(searchTokens('單間出租 裡面 裏面')).toEqual(searchTokens('单间出租 里面 里面'));
    expect(searchTokens('綠卡 報稅 豐田凱美瑞 中國城 信用記錄 會計 華人')).toEqual(
      searchTokens('绿卡 报税 丰田凯美瑞 中国城 信用记录 会计 华人'),
    );
  });

  it('folds full-width letters and digits to ASCII', () => {
    expect(searchTokens('ＴＯＹＯＴＡ　Ｃａｍｒｙ ２０１８年')).toEqual([
      'toyota',
      'camry',
      '2018',
      '年',
    ]);
  });

  it('treats punctuation, symbols, emoji and spaces as separators', () => {
    expect(searchTokens('【出租】主卧!!$950/月 😀 wx:abc_123')).toEqual([
      ...['出租', '租', '主卧', '卧', '950', '月'],
      ...['wx', 'abc', '123'],
    ]);
    expect(searchTokens(' ，。！ ')).toEqual([]);
  });

  it('keeps characters outside the BMP whole', () => {
    expect(searchTokens('𠮷野家')).toEqual(['𠮷野', '野家', '家']);
  });

  it('pairs kana and Hangul like Han, and keeps other scripts as words', () => {
    expect(searchTokens('ラーメン 김치 café')).toEqual([
      'ラー',
      'ーメ',
      'メン',
      'ン',
      '김치',
      '치',
      'café',
    ]);
  });

  it('cuts very long words', () => {
    expect(searchTokens('a'.repeat(100))).toEqual(['a'.repeat(MAX_WORD_LENGTH)]);
  });

  it('never pairs the end of the title with the start of the content', () => {
    expect(postSearchTokens('出租', '主卧')).toEqual(['出租', '租', '主卧', '卧']);
  });

  it('appends filter tokens, which no text can produce', () => {
    const filters = [filterToken('category', 3), filterToken('region', 57)];
    expect(postSearchTokens('出租', '', filters)).toEqual(['出租', '租', '\uE000c3', '\uE000r57']);
    expect(searchTokens(filters.join(' '))).toEqual(['c', '3', 'r', '57']);
  });
});
