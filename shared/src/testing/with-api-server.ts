// A fresh contract server per test (so no state leaks between tests), with the runtime config's
// apiUrl pointed at it and, when a token is given, the user signed in with it.
import { getRuntimeConfig, setRuntimeConfig, type RuntimeConfig } from '../config/index';
import { defaultDevConfig } from '../dev/load-dev-config';
import { useSession } from '../session/session-store';
import type { ApiServer } from './api-server';

/** Points the runtime config at `url` (the dev entry's defaults otherwise), e.g. with an outboxUrl. */
export function pointApiAt(url: string, extra: Partial<RuntimeConfig> = {}): void {
  setRuntimeConfig({ ...defaultDevConfig, apiUrl: url, ...extra });
}

export interface WithApiServerOptions {
  /** Signs in with this access token before each test. */
  signInWith?: string;
  /** Keeps the rest of the current runtime config instead of the dev entry's defaults. */
  keepConfig?: boolean;
}

/** Registers beforeEach/afterEach for the calling test file; returns a getter for the running server. */
export function withApiServer<T extends ApiServer>(
  start: () => Promise<T>,
  options: WithApiServerOptions = {},
): () => T {
  let api: T | undefined;
  beforeEach(async () => {
    api = await start();
    if (options.keepConfig) setRuntimeConfig({ ...getRuntimeConfig(), apiUrl: api.url });
    else pointApiAt(api.url);
    if (options.signInWith) useSession.getState().signIn(options.signInWith);
  });
  afterEach(async () => {
    await api?.close();
  });
  return () => {
    if (!api) throw new Error('The test API is not running');
    return api;
  };
}
