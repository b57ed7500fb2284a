// The standalone dev entry reads /app-config.json like the host does (the dev server serves the
// remote's public/app-config.json); without one it talks to the API on its usual local port.
import { setRuntimeConfig, type RuntimeConfig } from '../config/index';

export const defaultDevConfig: RuntimeConfig = {
  apiUrl: 'http://127.0.0.1:3000',
  analyticsKey: '',
  analyticsHost: '',
  environment: 'development',
  remotes: { auth: '', leads: '', projects: '', settings: '', team: '' },
};

export async function loadDevRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<void> {
  try {
    const response = await fetchImpl('/app-config.json', { headers: { accept: 'application/json' } });
    if (response.ok) {
      const config = (await response.json()) as Partial<RuntimeConfig>;
      setRuntimeConfig({ ...defaultDevConfig, ...config });
      return;
    }
  } catch {
    /* no config served (or not JSON): fall through to the defaults */
  }
  setRuntimeConfig(defaultDevConfig);
}
