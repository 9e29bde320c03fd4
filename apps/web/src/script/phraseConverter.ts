import { ConverterFactory } from 'opencc-js/core';
import HKVariants from 'opencc-js/dict/HKVariants';
import HKVariantsPhrases from 'opencc-js/dict/HKVariantsPhrases';
import STCharacters from 'opencc-js/dict/STCharacters';
import TWVariants from 'opencc-js/dict/TWVariants';
import TWVariantsPhrases from 'opencc-js/dict/TWVariantsPhrases';
import phrases from './phrases.generated';
import type { TraditionalVariant } from './readerScript';

/**
 * OpenCC's Simplified-to-Traditional conversion with its phrases, then the region's variant
 * characters (Taiwan's 裡, Hong Kong's 裏): 84 KB gzip, loaded after the first screen
 * (decision 0020). Not Taiwan's vocabulary table: it rewrites this product's own words (发布信息
 * → 釋出資訊, "release"). The phrases are the fifth of OpenCC's that convert otherwise than
 * their characters (scripts/opencc-phrases.ts).
 */
export function phraseConverter(variant: TraditionalVariant): (text: string) => string {
  const region =
    variant === 'hk' ? [[HKVariantsPhrases, HKVariants]] : [[TWVariantsPhrases, TWVariants]];
  return ConverterFactory([[phrases, STCharacters]], ...region);
}
