import type { ReactNode } from 'react';
import { isNotFound } from '../api/client';
import { AsyncView, type AsyncStatus } from './AsyncView';
import { StaleNote } from './StaleNote';

/** What the view reads of a TanStack query result. */
interface Query {
  status: AsyncStatus;
  error: Error | null;
  data: unknown;
  dataUpdatedAt: number;
  /** The last fetch failed while earlier data is kept (not a failed next page of a feed). */
  isRefetchError: boolean;
  refetch: () => unknown;
}

interface QueriesViewProps {
  /** Everything the view needs; a retry refetches them all. */
  queries: readonly Query[];
  /** Something besides the queries the page waits for. */
  ready?: boolean;
  /** Shown instead of an error view when the server says the content is gone (404). */
  missing?: ReactNode;
  /** Whether kept content whose refresh failed says so (StaleNote); launch data does not. */
  staleNote?: boolean;
  /** Called only once everything has arrived. */
  children: () => ReactNode;
}

/**
 * What a view of queries shows: the wait, the first failure, or the content. Content loaded
 * before (this visit, or kept from an earlier one) stays on screen when a refresh fails, offline
 * above all, with a note of its age instead of an error view.
 */
export function QueriesView({
  queries,
  ready = true,
  missing,
  staleNote = true,
  children,
}: QueriesViewProps) {
  const retry = () => queries.forEach((q) => void q.refetch());
  if (missing !== undefined && queries.some((q) => isNotFound(q.error))) return missing;
  const failed = queries.find((q) => q.status === 'error' && q.data === undefined);
  const status: AsyncStatus = failed
    ? 'error'
    : ready && queries.every((q) => q.data !== undefined)
      ? 'success'
      : 'pending';
  const stale = staleNote ? queries.filter((q) => q.isRefetchError) : [];
  return (
    <AsyncView status={status} errorMessage={failed?.error?.message} onRetry={retry}>
      {status === 'success' && (
        <>
          {stale.length > 0 && (
            <StaleNote updatedAt={Math.min(...stale.map((q) => q.dataUpdatedAt))} onRetry={retry} />
          )}
          {children()}
        </>
      )}
    </AsyncView>
  );
}
