import HKVariants from 'opencc-js/dict/HKVariants';
import STCharacters from 'opencc-js/dict/STCharacters';
import TWVariants from 'opencc-js/dict/TWVariants';

/**
 * Reads an OpenCC table (`source target target…|…`) backwards: each target to its source. Where
 * a character is the target of several sources, the first wins; both sides of a match are folded
 * alike, so the choice only has to be consistent.
 */
function reversed(...dicts: string[]): Map<string, string> {
  const back = new Map<string, string>();
  for (const dict of dicts) {
    for (const entry of dict.split('|')) {
      const [source, ...targets] = entry.split(' ');
      for (const target of targets) {
        if (source && target !== source && !back.has(target)) back.set(target, source);
      }
    }
  }
  return back;
}

let variants: Map<string, string> | undefined;
let characters: Map<string, string> | undefined;

/**
 * Traditional folded to Simplified character by character, for matching what a reader types
 * (爾灣 finds 尔湾), not for display. It reads the tables the reader's script already ships
 * (firstConverter.ts) backwards instead of adding OpenCC's Traditional-to-Simplified ones:
 * Taiwan's and Hong Kong's variant characters to OpenCC's standard, then to Simplified.
 */
export function foldToSimplified(text: string): string {
  variants ??= reversed(TWVariants, HKVariants);
  characters ??= reversed(STCharacters);
  let folded = '';
  for (const char of text) {
    const standard = variants.get(char) ?? char;
    folded += characters.get(standard) ?? standard;
  }
  return folded;
}
