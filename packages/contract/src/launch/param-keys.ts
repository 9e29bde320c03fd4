// Without schemas, so that a page reading the config does not load zod (define-call.ts).
import type { ParamConfigItem } from './config';

/** Keys the app reads; an admin may add others (issue 6). Values keep their line breaks. */
export const ParamKey = {
  siteName: 'siteName',
  about: 'about',
  contact: 'contact',
  terms: 'terms',
  privacy: 'privacy',
  /** 热门搜索 under the search box: one keyword a line, kept by the console (decision 0015). */
  popularSearches: 'popularSearches',
  /**
   * Search's aliases and synonyms, one rule a line (decision 0005, "Aliases and synonyms"):
   * `绿卡 = green card` (each finds the other), `租房: 出租, 求租, #房屋租售` (the first also finds
   * the others and the category's posts).
   */
  searchSynonyms: 'searchSynonyms',
  /**
   * Texts that send a post to review before it is published (decision 0040), one rule a line:
   * `礼品卡付款: 礼品卡 | gift card + 押金 | 定金`. Never served to the app (PRIVATE_PARAM_KEYS).
   */
  riskPatterns: 'riskPatterns',
} as const;

/** Keys only the console reads: the public config list leaves them out. */
export const PRIVATE_PARAM_KEYS: readonly string[] = [ParamKey.riskPatterns];

/** Spec section 3: the config is exposed as a map by key. */
export function paramConfigMap(list: readonly ParamConfigItem[]): Record<string, string> {
  return Object.fromEntries(list.map((item) => [item.key, item.value]));
}
