import { describe, expect, it } from 'vitest';
import {
  MAX_QUERY_TOKENS,
  fts5Document,
  fts5Match,
  parseKeyword,
  tsqueryLiteral,
  tsvectorLiteral,
} from './query';
import { filterToken } from './tokenize';

describe('parseKeyword', () => {
  it('makes a two-character word one exact token', () => {
    expect(parseKeyword('租房')).toEqual([{ tokens: ['租房'], prefix: false }]);
  });

  it('makes a longer word the phrase of its pairs', () => {
    expect(parseKeyword('法拉盛')).toEqual([{ tokens: ['法拉', '拉盛'], prefix: false }]);
  });

  it('makes one character a prefix, which finds it first or last in a pair', () => {
    expect(parseKeyword('房')).toEqual([{ tokens: ['房'], prefix: true }]);
  });

  it('lets the last word go on and keeps inner CJK runs whole', () => {
    expect(parseKeyword('7号线')).toEqual([{ tokens: ['7', '号线'], prefix: false }]);
    expect(parseKeyword('宝马X5')).toEqual([{ tokens: ['宝马', '马', 'x', '5'], prefix: true }]);
    expect(parseKeyword('盛x')).toEqual([{ tokens: ['盛', 'x'], prefix: true }]);
    expect(parseKeyword('7号')).toEqual([{ tokens: ['7', '号'], prefix: true }]);
  });

  it('splits parts on spaces (ASCII or full-width) and drops repeated ones', () => {
    expect(parseKeyword(' iPhone　二手  iphone ')).toEqual([
      { tokens: ['iphone'], prefix: true },
      { tokens: ['二手'], prefix: false },
    ]);
  });

  it('keeps punctuation inside a part as a mere separator', () => {
    expect(parseKeyword('宝马-X5')).toEqual(parseKeyword('宝马X5'));
  });

  it('finds nothing to search in punctuation, operators or an empty keyword', () => {
    for (const keyword of ['', '   ', '!!!', '"', '* AND ( )', '——，。']) {
      expect(parseKeyword(keyword)).toEqual([
        ...(keyword === '* AND ( )' ? [{ tokens: ['and'], prefix: true }] : []),
      ]);
    }
  });

  it('bounds the number of tokens', () => {
    const phrases = parseKeyword(`${'天'.repeat(40)} 租房`);
    expect(phrases).toHaveLength(1);
    expect(phrases[0]!.tokens).toHaveLength(MAX_QUERY_TOKENS);
    expect(phrases[0]!.prefix).toBe(false);
  });
});

describe('fts5Match', () => {
  it('quotes each part as a phrase, marks prefixes and joins parts with AND', () => {
    expect(fts5Match(parseKeyword('iPhone 二手'))).toBe('"iphone"* AND "二手"');
    expect(fts5Match(parseKeyword('法拉盛 7号'))).toBe('"法拉 拉盛" AND "7 号"*');
  });

  it("in 'and' mode asks for every token on its own", () => {
    expect(fts5Match(parseKeyword('法拉盛 7号'), { mode: 'and' })).toBe(
      '"法拉" AND "拉盛" AND "7" AND "号"*',
    );
  });

  it('adds the filter tokens to every match', () => {
    const filters = [filterToken('category', 3), filterToken('region', 57)];
    expect(fts5Match(parseKeyword('租房'), { filters })).toBe(
      '"租房" AND "\uE000c3" AND "\uE000r57"',
    );
  });

  it('leaves FTS5 operators typed by the user as plain words', () => {
    expect(fts5Match(parseKeyword('NEAR(租房 OR "x"*) -y'))).toBe(
      '"near 租房" AND "or"* AND "x"* AND "y"*',
    );
  });
});

describe('tsqueryLiteral', () => {
  it('joins a part with <-> and parts with &', () => {
    expect(tsqueryLiteral(parseKeyword('法拉盛 iPhone'))).toBe("('法拉' <-> '拉盛') & 'iphone':*");
    expect(tsqueryLiteral(parseKeyword('法拉盛'), { mode: 'and' })).toBe("('法拉' & '拉盛')");
  });

  it('leaves tsquery operators typed by the user as plain words', () => {
    expect(tsqueryLiteral(parseKeyword("a' | !b:* & (c)"))).toBe("'a':* & 'b':* & 'c':*");
  });
});

describe('tsvectorLiteral', () => {
  it('lists each token once with its positions', () => {
    expect(tsvectorLiteral(['法拉', '拉盛', '盛', '法拉'])).toBe("'法拉':1,4 '拉盛':2 '盛':3");
  });

  it("stays within PostgreSQL's limits: 256 positions a lexeme, positions up to 16383", () => {
    const literal = tsvectorLiteral(Array.from({ length: 20_000 }, (_, i) => (i % 2 ? 'a' : 'b')));
    const positions = (lexeme: string) =>
      new RegExp(`'${lexeme}':([0-9,]+)`).exec(literal)![1]!.split(',').map(Number);
    expect(positions('a')).toHaveLength(256);
    const tail = Array.from({ length: 16_400 }, (_, i) => `t${i}`);
    expect(tsvectorLiteral(tail)).toContain("'t16399':16383");
  });

  it('escapes quotes and backslashes even though tokens hold none', () => {
    expect(tsvectorLiteral(["o'k\\"])).toBe("'o''k\\\\':1");
  });
});

describe('fts5Document', () => {
  it('joins tokens with spaces', () => {
    expect(fts5Document(['租房', 'iphone'])).toBe('租房 iphone');
  });
});
