import { normalizeSearchText } from '../../src/modules/posts/search/tokenize';

/** A search of the post list: a keyword, alone or within one metro (the app always has one). */
export interface Search {
  label: string;
  keyword: string;
  region?: string;
}

const keywords = [
  '租房',
  '工作',
  '二手',
  '月子',
  '拉盛',
  'iPhone 二手',
  'Toyota',
  '7号线',
  '法拉盛',
  '月子中心',
  '包水电',
  '大学生',
  'H1B',
  '律师',
  '钢琴',
  '宝马 X5',
  '古筝',
  '钢琴 尔湾',
  '无人机',
  '车',
];

const regional: ReadonlyArray<readonly [string, string]> = [
  ['租房', '纽约/法拉盛'],
  ['二手', '西雅图'],
  ['钢琴', '波士顿'],
  ['拉盛', '西雅图'],
];

/**
 * The searches measured: the keywords (two-character words, 拉盛 inside 法拉盛, mixed and
 * English text), longer words whose pairs can occur apart (大学生: 大学 … 学生), one character, rare
 * ones down to a word nobody wrote (无人机), and a few within a metro, down to one whose matches
 * all lie elsewhere (拉盛 in 西雅图). They match from 26% of the posts (车, 工作) to none.
 */
export const searches: readonly Search[] = [
  ...keywords.map((keyword) => ({ label: keyword, keyword })),
  ...regional.map(([keyword, region]) => ({ label: `${keyword} @ ${region}`, keyword, region })),
];

/** The parts a keyword's text must all contain, as a user means it: 'iPhone 二手' is two. */
export function keywordParts(keyword: string): string[] {
  return normalizeSearchText(keyword)
    .split(/\s+/)
    .filter((part) => part !== '');
}

/**
 * The ground truth: does the post contain every part of the keyword, in its title or its content,
 * ignoring case and full-width forms (both texts passed through normalizeSearchText)?
 */
export function containsKeyword(title: string, content: string, parts: readonly string[]): boolean {
  return parts.every((part) => title.includes(part) || content.includes(part));
}
