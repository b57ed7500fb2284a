// The shell's last line of defence: an unexpected error while rendering a page shows the 500 page
// instead of a blank screen. It wraps the whole route tree; a new location clears it, so the
// navigation and Back still work after an error.
import { Component, Suspense, type ReactNode } from 'react';
import { Outlet, useLocation } from '@signalboard/shared/router';
import { PageSpinner, retryFailedLazies } from '@signalboard/shared/ui';
import { ErrorLayout } from '../layouts/error-layout';
import { InternalErrorPage } from './error-pages';

interface BoundaryProps {
  /** The location key: a new one clears a caught error. */
  resetKey: string;
  children: ReactNode;
}

class RootErrorBoundary extends Component<BoundaryProps, { failed: boolean; key: string }> {
  override state = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromProps(props: BoundaryProps, state: { key: string }) {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('[signalboard] The application failed to render.', error);
    // A page chunk that failed to download (a lazy page, the signed-in shell) downloads again when
    // the next navigation renders it: the error page is on screen meanwhile, so no loop.
    retryFailedLazies();
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <ErrorLayout>
        <InternalErrorPage />
      </ErrorLayout>
    );
  }
}

/** The root route's element: the error boundary, and a spinner while a lazy page loads. */
export function RootRoute() {
  const { key } = useLocation();
  return (
    <RootErrorBoundary resetKey={key}>
      <Suspense fallback={<PageSpinner label="Loading" />}>
        <Outlet />
      </Suspense>
    </RootErrorBoundary>
  );
}
