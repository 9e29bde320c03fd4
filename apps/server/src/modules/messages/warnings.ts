import type { MessageWarning } from '@huaren/contract';

/**
 * Patterns of the scams private messages carry in this community (decision 0034): payment in
 * gift cards, a deposit before viewing, money sent abroad or in crypto. A match shows a warning
 * under the message; the message is still delivered (a landlord may mention a deposit honestly).
 */
const SCAM_PATTERNS = [
  /礼品卡|购物卡|充值卡|点卡|gift\s*cards?|itunes|google\s*play|steam\s*卡/i,
  /(先|提前).{0,6}(付|交|转|打).{0,6}(定金|订金|押金)|(定金|订金|押金).{0,10}(再|才|后).{0,4}(看房|看车|看货|见面)|(看房|看车|看货|见面)(之)?前.{0,6}(付|交|转|打)/,
  /西联|western\s*union|moneygram|境外汇款|海外转账|国际汇款|转账到国内|汇到国内|比特币|bitcoin|usdt|虚拟货币/i,
];

/** A web address, with or without its scheme: shown as text, never as a link. */
const LINK_PATTERN =
  /(https?:\/\/|www\.)\S+|\b[a-z0-9-]+\.(com|net|org|cn|io|cc|xyz|top|me|info|app|link|site)\b/i;

export function messageWarnings(text: string | null): MessageWarning[] {
  if (text === null) return [];
  const warnings: MessageWarning[] = [];
  if (SCAM_PATTERNS.some((p) => p.test(text))) warnings.push('scam');
  if (LINK_PATTERN.test(text)) warnings.push('link');
  return warnings;
}
