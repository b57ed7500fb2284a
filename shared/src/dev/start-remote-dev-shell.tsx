// A remote's standalone dev entry in one call: the shared styles, the runtime config, then the
// remote's routes in a RemoteDevShell under the suite's browser router, as in the host (useBlocker works).
import '../ui/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouterProvider, createAppRouter } from '@signalboard/shared/router';
import type { RemoteName, RemoteRoutesModule } from '../contract/remotes';
import type { DevLink } from './elsewhere-in-the-suite';
import { loadDevRuntimeConfig } from './load-dev-config';
import { RemoteDevShell } from './remote-dev-shell';

export async function startRemoteDevShell<R extends RemoteName>(
  module: RemoteRoutesModule<R>,
  links?: readonly DevLink[],
): Promise<void> {
  await loadDevRuntimeConfig();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const router = createAppRouter([{ path: '*', element: <RemoteDevShell module={module} links={links} /> }]);
  createRoot(container).render(
    <StrictMode>
      <AppRouterProvider router={router} />
    </StrictMode>,
  );
}
