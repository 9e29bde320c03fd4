import type { ReactNode } from 'react';
import { isNotFound } from '../api/client';
import { AsyncView, type AsyncStatus } from './AsyncView';

interface Query {
  status: AsyncStatus;
  error: Error | null;
  refetch: () => unknown;
}

interface QueriesViewProps {
  /** Everything the page needs; a retry refetches them all. */
  queries: readonly Query[];
  /** Something besides the queries the page waits for. */
  ready?: boolean;
  /** Shown instead of an error view when the server says the content is gone (404). */
  missing?: ReactNode;
  /** Called only once everything has arrived. */
  children: () => ReactNode;
}

/** A page that needs several queries: the first failure shows, else the wait until all are in. */
export function QueriesView({ queries, ready = true, missing, children }: QueriesViewProps) {
  if (missing !== undefined && queries.some((q) => isNotFound(q.error))) return missing;
  const failed = queries.find((q) => q.status === 'error');
  const status: AsyncStatus = failed
    ? 'error'
    : ready && queries.every((q) => q.status === 'success')
      ? 'success'
      : 'pending';
  return (
    <AsyncView
      status={status}
      errorMessage={failed?.error?.message}
      onRetry={() => queries.forEach((q) => void q.refetch())}
    >
      {status === 'success' && children()}
    </AsyncView>
  );
}
