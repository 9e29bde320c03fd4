import { useEffect } from 'react';
import { parseId } from '../../lib/url';
import { useQueryParam } from '../../nav/useQueryParam';

/** Pages a thread list loads at most looking for the entry a notice points at. */
const FOCUS_PAGES_MAX = 5;

interface ThreadPages {
  data?: { pages: { list: { id: number; children: { id: number }[] }[] }[] };
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * The entry a notice led to (`entry` in the page's query, decision 0027), or null. Until it is
 * among the threads shown, further pages are loaded (a few at most): an older reply may not be
 * on the first page. The thread view scrolls to it and marks it once it is there.
 */
export function useFocusEntry(threads: ThreadPages): number | null {
  const entryId = parseId(useQueryParam('entry'));
  const pages = threads.data?.pages ?? [];
  const shown = pages.some((page) =>
    page.list.some((t) => t.id === entryId || t.children.some((c) => c.id === entryId)),
  );
  const more =
    entryId !== null &&
    !shown &&
    threads.hasNextPage &&
    !threads.isFetchingNextPage &&
    pages.length > 0 &&
    pages.length < FOCUS_PAGES_MAX;
  useEffect(() => {
    if (more) void threads.fetchNextPage();
  }, [more, threads]);
  return entryId;
}
