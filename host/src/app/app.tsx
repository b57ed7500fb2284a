// Providers around the router: the one QueryClient, the remote loader, toasts and the alert.
import { Toaster } from '@signalboard/shared/feedback';
import { queryClient } from '@signalboard/shared/query';
import { QueryClientProvider } from '@signalboard/shared/query';
import type { ReactNode } from 'react';
import { AppRouterProvider, type AppRouter } from '@signalboard/shared/router';
import { AlertViewport } from '../feedback/alert-viewport';
import { RemoteLoaderContext } from '../remotes/remote-loader-context';
import type { RemoteRegistry } from '../remotes/remote-registry';
import { RemoteRegistryContext } from '../remotes/remote-registry-context';
import type { RemoteRoutesLoader } from '../remotes/remote-routes-loader';

export interface AppProps {
  router: AppRouter;
  loader: RemoteRoutesLoader;
  /** This page's remotes and their manifest checks (the staging page lists them). */
  registry: RemoteRegistry;
  /** Shown above everything, e.g. the remote-override banner. */
  banner?: ReactNode;
}

export function App({ router, loader, registry, banner }: AppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <RemoteLoaderContext.Provider value={loader}>
        <RemoteRegistryContext.Provider value={registry}>
          {banner}
          <AppRouterProvider router={router} />
          <Toaster />
          <AlertViewport />
        </RemoteRegistryContext.Provider>
      </RemoteLoaderContext.Provider>
    </QueryClientProvider>
  );
}
