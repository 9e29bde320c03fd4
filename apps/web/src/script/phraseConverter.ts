import { ConverterFactory } from 'opencc-js/core';
import HKVariants from 'opencc-js/dict/HKVariants';
import HKVariantsPhrases from 'opencc-js/dict/HKVariantsPhrases';
import STCharacters from 'opencc-js/dict/STCharacters';
import TWPhrases from 'opencc-js/dict/TWPhrases';
import TWVariants from 'opencc-js/dict/TWVariants';
import TWVariantsPhrases from 'opencc-js/dict/TWVariantsPhrases';
import phrases from './phrases.generated';
import type { TraditionalVariant } from './readerScript';

/**
 * OpenCC's Simplified-to-Traditional conversion with its phrases, then the region's (Taiwan:
 * 软件 → 軟體; Hong Kong's characters): about 100 KB gzip, loaded after the first screen
 * (decision 0020). The phrases are the fifth of OpenCC's that convert otherwise than their
 * characters (scripts/opencc-phrases.ts).
 */
export function phraseConverter(variant: TraditionalVariant): (text: string) => string {
  const region =
    variant === 'hk'
      ? [[HKVariantsPhrases, HKVariants]]
      : [[TWPhrases], [TWVariantsPhrases, TWVariants]];
  return ConverterFactory([[phrases, STCharacters]], ...region);
}
