/**
 * Launch data (config, regions, categories) changes a few times a year: keep it fresh for ten
 * minutes and in memory for the whole visit, so switching tabs never refetches.
 */
export const LAUNCH_DATA_QUERY = {
  staleTime: 10 * 60_000,
  gcTime: Infinity,
} as const;
