// Without schemas, so that a page showing regions does not load zod (define-call.ts).

/** Region levels: a country, then a state or province, then a metro area. */
export const RegionLevel = { country: 1, state: 2, metro: 3 } as const;

/** Separator of `regionPathName` and of the locally stored region path (spec section 3). */
export const REGION_PATH_SEPARATOR = '>';

export function joinRegionPath(names: readonly string[]): string {
  return names.join(REGION_PATH_SEPARATOR);
}
