import type { Region } from '@huaren/contract';

/** Lower case, full width folded, spaces and punctuation dropped: "San Gabriel" = "sangabriel". */
const squash = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

/** Folds Traditional to Simplified for matching (script/foldToSimplified.ts), or leaves text as is. */
export type Fold = (text: string) => string;

const asTyped: Fold = (text) => text;

/** Every name a region answers to: Chinese, its English names and pinyin (`,` and `/` apart). */
function namesOf(region: Region, fold: Fold): string[] {
  const forms = [fold(region.regionName), ...`${region.nameEn},${region.pinyin}`.split(/[,/]/)];
  return forms.map(squash).filter((form) => form !== '');
}

/** At most this many matches: a query of one letter would list half the country. */
export const REGION_MATCHES = 20;

/**
 * Regions whose Chinese, English or pinyin name holds the query (纽约 / Flushing / falasheng), the
 * ones whose name starts with it first, metros before states and countries, in the list's order.
 * With a fold, the query and the Chinese names are compared folded (紐約 finds 纽约).
 */
export function searchRegions(
  regions: readonly Region[],
  query: string,
  fold: Fold = asTyped,
): Region[] {
  const q = squash(fold(query));
  if (q === '') return [];
  const scored: { region: Region; rank: number; at: number }[] = [];
  regions.forEach((region, at) => {
    const names = namesOf(region, fold);
    if (!names.some((name) => name.includes(q))) return;
    const starts = names.some((name) => name.startsWith(q));
    scored.push({ region, rank: (starts ? 0 : 10) + (3 - region.level), at });
  });
  return scored
    .sort((a, b) => a.rank - b.rank || a.at - b.at)
    .slice(0, REGION_MATCHES)
    .map((s) => s.region);
}
