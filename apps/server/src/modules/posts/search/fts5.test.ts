import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fts5Document, fts5Match, parseKeyword } from './query';
import { filterToken, normalizeSearchText, postSearchTokens, searchTokens } from './tokenize';

/**
 * The tokens and the query language together, on a real FTS5 table set up as the posts index is:
 * a Chinese keyword matches exactly the texts that contain it, wherever it starts and ends.
 */
const alphabet = '法拉盛租房二手号线7xX，';

function randomTexts(count: number, length: number): string[] {
  let seed = 7;
  const next = () => (seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0) / 2 ** 32;
  return Array.from({ length: count }, () =>
    Array.from({ length }, () => alphabet[Math.floor(next() * alphabet.length)]).join(''),
  );
}

/** An FTS5 table over `texts` (row i + 1 holds texts[i]); the ids a keyword finds, in order. */
function searchOver(texts: readonly string[]): (keyword: string) => number[] {
  const db = new SQLite(':memory:');
  beforeAll(() => {
    db.exec(
      `CREATE VIRTUAL TABLE t USING fts5(terms, content='', contentless_delete=1, tokenize='ascii')`,
    );
    const insert = db.prepare('INSERT INTO t(rowid, terms) VALUES (?, ?)');
    texts.forEach((text, i) => insert.run(i + 1, fts5Document(searchTokens(text))));
  });
  afterAll(() => db.close());
  return (keyword) =>
    db
      .prepare('SELECT rowid FROM t WHERE t MATCH ? ORDER BY rowid')
      .pluck()
      .all(fts5Match(parseKeyword(keyword))) as number[];
}

describe('FTS5 over bigram tokens', () => {
  const texts = randomTexts(400, 12);
  const found = searchOver(texts);
  const containing = (keyword: string) =>
    texts.flatMap((text, i) => (normalizeSearchText(text).includes(keyword) ? [i + 1] : []));

  it('finds exactly the texts containing any CJK keyword of 1 to 4 characters', () => {
    const cjk = '法拉盛租房二手号线';
    const keywords = new Set<string>();
    for (const text of texts) {
      for (const run of text.match(new RegExp(`[${cjk}]+`, 'g')) ?? []) {
        for (let start = 0; start < run.length; start++) {
          for (let end = start + 1; end <= Math.min(run.length, start + 4); end++) {
            keywords.add(run.slice(start, end));
          }
        }
      }
    }
    expect(keywords.size).toBeGreaterThan(500);
    for (const keyword of keywords) expect(found(keyword), keyword).toEqual(containing(keyword));
  });

  it('needs every space-separated part, anywhere in the text', () => {
    const both = containing('租房').filter((id) => containing('二手').includes(id));
    expect(both.length).toBeGreaterThan(0);
    expect(found('租房 二手')).toEqual(both);
  });
});

describe('FTS5 over bigram tokens, words of letters and digits', () => {
  const texts = [
    '地铁7号线',
    '77号线',
    '7 号线站',
    '宝马X5',
    '宝马-x50',
    'ｘ５宝马',
    '法拉盛x',
    '拉盛，X',
  ];
  const ids = searchOver(texts);
  const found = (keyword: string) => ids(keyword).map((id) => texts[id - 1]);

  it('matches a word from its start, in either case and width, the last word as a prefix', () => {
    expect(found('7号线')).toEqual(['地铁7号线', '7 号线站']);
    expect(found('宝马x5')).toEqual(['宝马X5', '宝马-x50']);
    expect(found('X5宝马')).toEqual(['ｘ５宝马']);
  });

  it('ignores separators inside a part', () => {
    expect(found('盛x')).toEqual(['法拉盛x', '拉盛，X']);
    expect(found('宝马-x5')).toEqual(['宝马X5', '宝马-x50']);
  });

  it('takes space-separated parts in any order', () => {
    expect(found('宝马 x5')).toEqual(['宝马X5', '宝马-x50', 'ｘ５宝马']);
  });
});

describe('FTS5 over bigram tokens with filter tokens', () => {
  const db = new SQLite(':memory:');
  const region = filterToken('region', 7);

  beforeAll(() => {
    db.exec(
      `CREATE VIRTUAL TABLE t USING fts5(terms, content='', contentless_delete=1, tokenize='ascii', prefix='1')`,
    );
    const insert = db.prepare('INSERT INTO t(rowid, terms) VALUES (?, ?)');
    insert.run(1, fts5Document(postSearchTokens('法拉盛租房', 'r7', [region])));
    insert.run(2, fts5Document(postSearchTokens('法拉盛租房', '', [filterToken('region', 8)])));
  });
  afterAll(() => db.close());

  const found = (match: string) =>
    db.prepare('SELECT rowid FROM t WHERE t MATCH ? ORDER BY rowid').pluck().all(match);

  it('narrows a keyword to the posts carrying the filter', () => {
    expect(found(fts5Match(parseKeyword('租房')))).toEqual([1, 2]);
    expect(found(fts5Match(parseKeyword('租房'), { filters: [region] }))).toEqual([1]);
  });

  it('is out of reach of any keyword', () => {
    expect(found(fts5Match(parseKeyword('r7')))).toEqual([1]);
    expect(parseKeyword(region)).toEqual([{ tokens: ['r', '7'], prefix: true }]);
    expect(found(fts5Match(parseKeyword('r8')))).toEqual([]);
  });
});
