/**
 * The `riskPatterns` parameter (decision 0040): one rule a line, `label: terms + terms ...`. A
 * rule matches a post whose text holds one term of every `+` part; terms within a part are
 * separated by `|`. `礼品卡付款: 礼品卡 | gift card + 押金 | 定金` holds a post that mentions a gift
 * card and a deposit. Empty lines and lines starting with `#` are notes.
 */
export interface RiskRule {
  label: string;
  /** Every part must match; any term of a part does. */
  parts: string[][];
}

export const RISK_LABEL_MAX = 20;
export const RISK_TERM_MAX = 30;

export type RiskParse = { rules: RiskRule[]; error: null } | { rules: null; error: string };

function parseLine(line: string): RiskRule | string {
  const colon = line.search(/[:：]/);
  if (colon < 0) return '缺少冒号，格式为“名称: 词语 | 词语 + 词语”';
  const label = line.slice(0, colon).trim();
  if (label === '') return '缺少规则名称';
  if (label.length > RISK_LABEL_MAX) return `规则名称最多 ${RISK_LABEL_MAX} 个字`;
  const parts = line
    .slice(colon + 1)
    .split(/[+＋]/)
    .map((part) =>
      part
        .split(/[|｜]/)
        .map((term) => term.trim())
        .filter((term) => term !== ''),
    );
  if (parts.some((part) => part.length === 0)) return '每个“+”两边都要有词语';
  if (parts.flat().some((term) => term.length > RISK_TERM_MAX)) {
    return `每个词语最多 ${RISK_TERM_MAX} 个字`;
  }
  return { label, parts };
}

/** The rules of the parameter's text, or the first malformed line's reason (for the console). */
export function parseRiskPatterns(text: string): RiskParse {
  const rules: RiskRule[] = [];
  const lines = text.split('\n');
  for (const [i, raw] of lines.entries()) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const rule = parseLine(line);
    if (typeof rule === 'string') return { rules: null, error: `第 ${i + 1} 行：${rule}` };
    rules.push(rule);
  }
  return { rules, error: null };
}
