// The standalone dev entry (`pnpm --filter @signalboard/remote-auth dev`): this remote's routes
// alone, at the host's paths, inside the providers the host gives. The host never loads this file;
// it loads ./routes through Module Federation.
import '@signalboard/shared/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { DevRoutes } from './dev/dev-routes';
import { DevShell } from './dev/dev-shell';
import { loadRuntimeConfig } from './dev/load-runtime-config';
import { devLinks, mountPaths } from './dev/mount-paths';
import routes from './routes';

void loadRuntimeConfig().then(() => {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <DevShell>
          <DevRoutes module={routes} paths={mountPaths} links={devLinks} />
        </DevShell>
      </BrowserRouter>
    </StrictMode>,
  );
});
