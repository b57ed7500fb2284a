// A fresh auth contract server for each test of the calling file, with the runtime config's
// apiUrl pointed at it (signed out: the auth screens are where a session starts).
import { withApiServer } from '@signalboard/shared/testing';
import { startAuthApi, type AuthApi } from './auth-api';

export function withAuthApi(options: { googleConfigured?: boolean } = {}): () => AuthApi {
  return withApiServer(() => startAuthApi(options));
}
