/**
 * The query set of issue 17 (decision 0005, "Aliases and synonyms"), kept with the project: what
 * each kind of query should find, measured by bench/search-meaning.ts and held to its targets by
 * test/posts/search-quality.test.ts. The corpus is the benchmark's generated posts with a share
 * rewritten the way our readers write: Traditional characters (Taiwan and Hong Kong), English
 * place names, joined or split spellings (meaning.ts, `variantOf`).
 */

/** A Traditional query and the Simplified form whose posts it must find. */
export const traditionalQueries: readonly (readonly [traditional: string, simplified: string])[] = [
  ['學區', '学区'],
  ['綠卡', '绿卡'],
  ['報稅', '报税'],
  ['轉讓', '转让'],
  ['豐田', '丰田'],
  ['凱美瑞', '凯美瑞'],
  ['單間', '单间'],
  ['中國城', '中国城'],
  ['會計', '会计'],
  ['華人', '华人'],
  ['二手車', '二手车'],
  ['誠聘', '诚聘'],
  ['閒置', '闲置'],
  ['西雅圖', '西雅图'],
  ['月租', '月租'],
  ['搬家公司', '搬家公司'],
];

/**
 * A place in its forms: the Chinese name posts use, and the English name a share of posts use
 * instead (`english`, rewritten into the corpus); `queries` are every form a reader may type.
 */
export interface PlaceQuery {
  chinese: string;
  english: string;
  queries: readonly string[];
}

export const placeQueries: readonly PlaceQuery[] = [
  { chinese: '法拉盛', english: 'Flushing', queries: ['法拉盛', 'Flushing', 'falasheng'] },
  { chinese: '尔湾', english: 'Irvine', queries: ['尔湾', 'Irvine', 'erwan', '爾灣'] },
  {
    chinese: '圣盖博谷',
    english: 'San Gabriel Valley',
    queries: ['圣盖博谷', 'San Gabriel Valley', 'SGV', 'shenggaibogu', '聖蓋博谷'],
  },
  { chinese: '湾区', english: 'Bay Area', queries: ['湾区', 'Bay Area', 'wanqu', '灣區'] },
  { chinese: '西雅图', english: 'Seattle', queries: ['西雅图', 'Seattle', 'xiyatu'] },
  { chinese: '布鲁克林', english: 'Brooklyn', queries: ['布鲁克林', 'Brooklyn', 'bulukelin'] },
  { chinese: '波士顿', english: 'Boston', queries: ['波士顿', 'Boston', 'boshidun'] },
];

/**
 * Spellings of one thing with letters and digits together or apart: `pattern` finds them in a
 * post's original text; the corpus rewrites a share into `rewrite`'s spelling.
 */
export interface JoinedQuery {
  pattern: RegExp;
  from: RegExp;
  to: string;
  queries: readonly string[];
}

export const joinedQueries: readonly JoinedQuery[] = [
  // Not inside a longer word: the tokens split letters from digits, not words from each other.
  { pattern: /(?<![a-z0-9])h-?1b/i, from: /H1B/g, to: 'H-1B', queries: ['H1B', 'H-1B', 'h1b'] },
  { pattern: /(?<![a-z0-9])w-?2(?![0-9])/i, from: /W2/g, to: 'W-2', queries: ['W2', 'W-2'] },
  {
    pattern: /iphone ?15/i,
    from: /iPhone 15/g,
    to: 'iPhone15',
    queries: ['iPhone15', 'iPhone 15'],
  },
];

/** A query naming what a category is for: its first page must hold that category or its words. */
export interface IntentQuery {
  query: string;
  category: string;
  /** Words a post may hold instead of being in the category (the query and its synonyms). */
  words: readonly string[];
}

export const intentQueries: readonly IntentQuery[] = [
  {
    query: '租房',
    category: '房屋租售',
    words: ['租房', '出租', '求租', '转租', '招租', '月租', '分租', '合租', '短租', '单间', '租屋'],
  },
  {
    query: '找工作',
    category: '招聘求职',
    words: ['找工作', '工作', '招聘', '诚聘', '招工', '聘请', '求职'],
  },
  { query: '招工', category: '招聘求职', words: ['招工', '招聘', '诚聘', '聘请'] },
  { query: '卖车', category: '汽车交易', words: ['卖车', '二手车', '售车', '车出售'] },
  { query: '二手', category: '二手买卖', words: ['二手', '闲置'] },
];

/** Simplified queries: every post holding the text, and (when nothing expands) nothing else. */
export const simplifiedQueries: readonly string[] = [
  '学区',
  '绿卡',
  '报税',
  '转让',
  '丰田',
  '凯美瑞',
  '单间',
  '中国城',
  '会计',
  '华人',
  '月子中心',
  '7号线',
  '包水电',
  '大学生',
  '律师',
  '钢琴',
  '无人机',
  '宝马 X5',
  '钢琴 尔湾',
  'iPhone 二手',
  'Toyota',
];

/** Every query of the set once, as a reader would type it. */
export function meaningQueries(): string[] {
  return [
    ...new Set([
      ...traditionalQueries.map(([traditional]) => traditional),
      ...placeQueries.flatMap((p) => p.queries),
      ...joinedQueries.flatMap((j) => j.queries),
      ...intentQueries.map((i) => i.query),
      ...simplifiedQueries,
    ]),
  ];
}
