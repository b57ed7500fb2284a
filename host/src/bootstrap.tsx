// Start-up: read the runtime config, apply remote overrides (non-production), start analytics, then
// render. Nothing about environments is baked into the build. Remotes are not registered here: each
// one's manifest is checked when its area is first needed (remotes/register-remotes.ts).
import '@signalboard/shared/styles.css';
import './styles/host.css';
import { setRuntimeConfig } from '@signalboard/shared/config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppRouter } from '@signalboard/shared/router';
import { startAnalytics } from './analytics/analytics';
import { App } from './app/app';
import { appRoutes } from './app/routes';
import { installSessionNavigation } from './app/session-navigation';
import { ConfigError } from './config/config-error';
import { loadRuntimeConfig, RuntimeConfigError } from './config/load-runtime-config';
import { OverrideBanner } from './config/override-banner';
import { OVERRIDES_KEY, resolveRemoteOverrides, searchWithoutOverrides } from './config/remote-overrides';
import { hostProvides } from './remotes/host-provides';
import { createFederatedRoutesLoader } from './remotes/register-remotes';
import { createRemoteRegistry } from './remotes/remote-registry';

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

async function start(): Promise<void> {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  let baseConfig;
  try {
    baseConfig = await loadRuntimeConfig();
  } catch (error) {
    const reason = error instanceof RuntimeConfigError ? error.message : 'an unexpected error occurred.';
    root.render(<ConfigError reason={reason} />);
    return;
  }

  const { config, active, rejected } = resolveRemoteOverrides(baseConfig, window.location, storage());
  const cleanSearch = searchWithoutOverrides(window.location.search);
  if (cleanSearch !== window.location.search) {
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}${cleanSearch}${window.location.hash}`,
    );
  }

  setRuntimeConfig(config);
  startAnalytics(config);

  const router = createAppRouter(appRoutes);
  installSessionNavigation(router);
  const clearOverrides = () => {
    storage()?.removeItem(OVERRIDES_KEY);
    window.location.reload();
  };
  const registry = createRemoteRegistry({
    remotes: config.remotes,
    overridden: active,
    host: hostProvides,
    clearOverrides,
  });

  root.render(
    <StrictMode>
      <App
        router={router}
        loader={createFederatedRoutesLoader(registry)}
        registry={registry}
        banner={<OverrideBanner active={active} rejected={rejected} onClear={clearOverrides} />}
      />
    </StrictMode>,
  );
}

void start();
