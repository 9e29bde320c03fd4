import * as OpenCC from 'opencc-js/t2cn';

/**
 * Traditional Chinese folded to Simplified for search (decision 0005): OpenCC's Taiwan and Hong
 * Kong variants to its standard Traditional, then to Simplified, character by character with its
 * phrase tables (乾淨 → 干净, 著名 stays). Posts and queries are folded alike, so a 學區 query
 * meets a 学区 post and the reverse; where OpenCC's choice is arguable, both sides agree on it.
 * The tables (110 KB of JavaScript) load with the first folded text, about 100 ms, once.
 */
let converter: ((text: string) => string) | undefined;

/** Han outside the ASCII range: text without any is returned as it is, without a conversion. */
const HAN = /\p{Script=Han}/u;

export function foldScript(text: string): string {
  if (!HAN.test(text)) return text;
  converter ??= OpenCC.ConverterFactory(
    ...(['tw', 'hk'] as const).map((variant) => OpenCC.Locale.from[variant]!),
    OpenCC.Locale.to.cn!,
  );
  return converter(text);
}
