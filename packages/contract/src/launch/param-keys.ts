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
} as const;

/** Spec section 3: the config is exposed as a map by key. */
export function paramConfigMap(list: readonly ParamConfigItem[]): Record<string, string> {
  return Object.fromEntries(list.map((item) => [item.key, item.value]));
}
