import type { Call, CallPath, InputOf, OutputOf } from '@huaren/contract';
import { launchDataAt } from '../lib/launchData';
import { takePageAnswer } from '../lib/pageData';

/**
 * A query the entry page shows first starts from the answer the server wrote into the page
 * (decision 0043), so its first view renders before any request; it is as old as the page and,
 * stale at once as every query here, asked again when it mounts (a detail counts its view then).
 */
export function pageDataQuery<C extends Call>(call: CallPath<C>, input: InputOf<C>) {
  return {
    initialData: () => takePageAnswer<OutputOf<C>>(call.path, input),
    initialDataUpdatedAt: launchDataAt,
  } as const;
}

/** The same for a cursor feed: the answer is its first page. */
export function pageDataFeed<C extends Call>(call: CallPath<C>, input: Omit<InputOf<C>, 'cursor'>) {
  return {
    initialData: () => {
      const page = takePageAnswer<OutputOf<C>>(call.path, input);
      return page === undefined
        ? undefined
        : { pages: [page], pageParams: [undefined as string | undefined] };
    },
    initialDataUpdatedAt: launchDataAt,
  } as const;
}
