// The router's last line of defence: an unexpected error while rendering the shell shows the 500
// page instead of a blank screen.
import { useEffect } from 'react';
import { useRouteError } from '@signalboard/shared/router';
import { ErrorLayout } from '../layouts/error-layout';
import { InternalErrorPage } from './error-pages';

export function RootError() {
  const error = useRouteError();
  useEffect(() => {
    console.error('[signalboard] The application failed to render.', error);
  }, [error]);
  return (
    <ErrorLayout>
      <InternalErrorPage />
    </ErrorLayout>
  );
}
