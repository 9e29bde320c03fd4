import type { Call, CallPath, OutputOf } from '@huaren/contract';
import { launchAnswer, launchDataAt } from '../lib/launchData';

/**
 * Launch data (config, regions, categories) changes a few times a year: keep it fresh for ten
 * minutes and in memory for the whole visit, so switching tabs never refetches. It starts from the
 * answer the server wrote into the page (decision 0043), so the first screen asks for none of it.
 */
export function launchDataQuery<C extends Call>(call: CallPath<C>) {
  return {
    staleTime: 10 * 60_000,
    gcTime: Infinity,
    initialData: () => launchAnswer<OutputOf<C>>(call.path),
    initialDataUpdatedAt: launchDataAt,
  } as const;
}
