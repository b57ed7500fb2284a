// The per-environment runtime config the host reads from /app-config.json before anything renders.
// Nothing about where the API or the remotes live is baked into a build.
import type { RemoteName } from '@signalboard/shared/contract';

export interface RuntimeConfig {
  /** Base URL of the API, without a trailing slash; '' means the page's own origin. */
  apiUrl: string;
  /** PostHog project key; empty means analytics is off (no network at all). */
  analyticsKey: string;
  analyticsHost: string;
  /** e.g. "production", "staging", "development", "embedded". */
  environment: string;
  /** Remote name -> URL of its mf-manifest.json. */
  remotes: Record<RemoteName, string>;
  /** Shown on the sign-in page when mail goes to a local outbox (embedded mode). */
  outboxUrl?: string;
}

let current: RuntimeConfig = {
  apiUrl: '',
  analyticsKey: '',
  analyticsHost: '',
  environment: 'development',
  remotes: { auth: '', leads: '', projects: '', settings: '', team: '' },
};

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}

export function isProduction(): boolean {
  return current.environment === 'production';
}
