// Starts the contract server for a test file and points the runtime config's apiUrl at it.
import { setRuntimeConfig } from '@signalboard/shared/config';
import { defaultDevConfig } from '../dev/load-runtime-config';
import { startAuthApi, type AuthApi } from './auth-api';

export function pointAt(url: string, extra: { outboxUrl?: string } = {}): void {
  setRuntimeConfig({ ...defaultDevConfig, apiUrl: url, ...extra });
}

/** A fresh server per test (so state never leaks between tests); returns a getter for it. */
export function withAuthApi(options: { googleConfigured?: boolean } = {}): () => AuthApi {
  let api: AuthApi | undefined;
  beforeEach(async () => {
    api = await startAuthApi(options);
    pointAt(api.url);
  });
  afterEach(async () => {
    await api?.close();
  });
  return () => {
    if (!api) throw new Error('The test API is not running');
    return api;
  };
}
