import { parseRiskPatterns } from '@huaren/contract';
import type { CatalogSnapshot } from '../../core/site/catalog';
import type { PostColumns } from './post-values';
import { normalizeSearchText } from './search/tokenize';

/** What the author and the console read on a post the rules held back (decision 0040). */
export const riskReason = (label: string) => `含有需人工审核的内容（${label}）`;

/** The label of the built-in rule: a mainland phone as the post's one way to reach the poster. */
export const OVERSEAS_ONLY_LABEL = '仅留海外电话';

/** Matched in one script, case and width, with spaces dropped: "Gift Card" meets 「giftcard」. */
const folded = (text: string) => normalizeSearchText(text).replace(/\s+/g, '');

type FoldedRule = { label: string; parts: string[][] };

const compiled = new WeakMap<CatalogSnapshot, FoldedRule[]>();

/** The snapshot's rules, folded once; a malformed parameter (the console refuses one) holds nothing. */
function rulesOf(snapshot: CatalogSnapshot): FoldedRule[] {
  let rules = compiled.get(snapshot);
  if (!rules) {
    rules = (parseRiskPatterns(snapshot.riskPatterns).rules ?? []).map((rule) => ({
      label: rule.label,
      parts: rule.parts.map((part) => part.map(folded)),
    }));
    compiled.set(snapshot, rules);
  }
  return rules;
}

export type RiskInput = Pick<
  PostColumns,
  'title' | 'content' | 'contact_phone' | 'contact_wechat' | 'contact_email'
>;

/**
 * The first rule a post's text breaks, or the built-in one (a +86 number and no other contact:
 * the scam that cannot be met in person); null when it may be published at once.
 */
export function riskOf(snapshot: CatalogSnapshot, post: RiskInput): string | null {
  const text = folded(`${post.title}\n${post.content}`);
  const broken = rulesOf(snapshot).find((rule) =>
    rule.parts.every((part) => part.some((term) => text.includes(term))),
  );
  if (broken) return broken.label;
  const overseasOnly =
    post.contact_phone?.startsWith('+86') && !post.contact_wechat && !post.contact_email;
  return overseasOnly ? OVERSEAS_ONLY_LABEL : null;
}
