/**
 * Keeps a page's render error inside the page: the top bar stays usable and the user can move on
 * instead of facing a blank screen. Also catches a lazy page whose chunk failed to download.
 * AppLayout keys it by path, so moving to another page starts afresh.
 */
import { labels } from '@shared/messages/screens';
import { Component, type ErrorInfo, type ReactNode } from 'react';

export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Page failed to render', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="page page-failed">
        <p role="alert">{labels.pageFailed}</p>
        <button type="button" className="button primary" onClick={() => window.location.reload()}>
          {labels.reload}
        </button>
      </main>
    );
  }
}
