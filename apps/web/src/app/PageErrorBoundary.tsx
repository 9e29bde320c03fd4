import { Component, type ReactNode } from 'react';
import { ErrorView } from '../components/ErrorView';

interface State {
  failed: boolean;
}

/**
 * A page that failed to load its code (offline, or a deploy replaced the chunk) or threw while
 * rendering. Reloading fetches the current index.html and its chunks again; React.lazy would
 * otherwise keep answering the failed import.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
  }

  override render() {
    if (this.state.failed) {
      return (
        <ErrorView
          message="页面加载失败，请检查网络后重试"
          onRetry={() => window.location.reload()}
        />
      );
    }
    return this.props.children;
  }
}
