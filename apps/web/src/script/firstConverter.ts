import { ConverterFactory } from 'opencc-js/core';
import HKVariants from 'opencc-js/dict/HKVariants';
import STCharacters from 'opencc-js/dict/STCharacters';
import TWVariants from 'opencc-js/dict/TWVariants';
import type { TraditionalVariant } from './readerScript';

/**
 * The converter of the first paint (decision 0020): OpenCC's characters and the region's variant
 * characters, about 22 KB gzip, so a Traditional reader's first screen stays within its budget.
 * Characters alone choose the commonest reading of a one-to-many character (发 → 發, where 头发
 * wants 髮); phraseConverter.ts corrects those once the page is idle.
 */
export function firstConverter(variant: TraditionalVariant): (text: string) => string {
  return ConverterFactory([[STCharacters]], [[variant === 'hk' ? HKVariants : TWVariants]]);
}
