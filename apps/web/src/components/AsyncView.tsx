import { ASYNC_ERROR_TIMEOUT_MS, ASYNC_LOADING_DELAY_MS } from '@huaren/contract/constants';
import { useEffect, useState, type ReactNode } from 'react';
import { ErrorView } from './ErrorView';
import { LoadingView } from './LoadingView';

export type AsyncStatus = 'pending' | 'error' | 'success';

interface AsyncViewProps {
  status: AsyncStatus;
  /** Refetch a query, or reload a page whose code failed to arrive. */
  onRetry: () => void;
  /** Shown in the error view (the request layer's Chinese message). */
  errorMessage?: string;
  children?: ReactNode;
}

/**
 * Spec section 4: while waiting, nothing for 200 ms (a fast answer never flashes a spinner), then
 * a loading view, then after 60 s an error view with a retry button. Used for page chunks (as
 * the Suspense fallback) and for the queries a page shows.
 */
export function AsyncView({ status, onRetry, errorMessage, children }: AsyncViewProps) {
  // A retry restarts the 200 ms / 60 s clock even while the status stays "pending".
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    setAttempt((n) => n + 1);
    onRetry();
  };
  if (status === 'success') return <>{children}</>;
  if (status === 'error') return <ErrorView message={errorMessage} onRetry={retry} />;
  return <PendingView key={attempt} onRetry={retry} />;
}

function PendingView({ onRetry }: { onRetry: () => void }) {
  const [phase, setPhase] = useState<'quiet' | 'loading' | 'timedOut'>('quiet');
  useEffect(() => {
    const loading = setTimeout(() => setPhase('loading'), ASYNC_LOADING_DELAY_MS);
    const timedOut = setTimeout(() => setPhase('timedOut'), ASYNC_ERROR_TIMEOUT_MS);
    return () => {
      clearTimeout(loading);
      clearTimeout(timedOut);
    };
  }, []);
  if (phase === 'timedOut') return <ErrorView message="加载超时" onRetry={onRetry} />;
  if (phase === 'loading') return <LoadingView />;
  return null;
}

/** The part of a query AsyncView reads. */
interface ViewedQuery {
  status: AsyncStatus;
  error: { message: string } | null;
  refetch: () => Promise<unknown>;
}

/** AsyncView over one query: its status, its error's message, and a refetch for 重试. */
export function QueryView({ query, children }: { query: ViewedQuery; children?: ReactNode }) {
  return (
    <AsyncView
      status={query.status}
      errorMessage={query.error?.message}
      onRetry={() => void query.refetch()}
    >
      {children}
    </AsyncView>
  );
}
