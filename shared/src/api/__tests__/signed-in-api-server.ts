// The client tests' common scene: a real HTTP API server per test, the runtime config pointing at
// it, and a signed-in session ("tok-ada"); everything undone after each test.
import { getRuntimeConfig, setRuntimeConfig } from '../../config/index';
import { useSession } from '../../session/index';
import { startApiServer, type ApiServer } from '../../testing/api-server';
import type { ApiError } from '../index';

/** The current test's server (a live binding: read it inside tests, not at import time). */
export let server: ApiServer;

/** Registers the per-test set-up and clean-up; call once at the top of a test file. */
export function signedInAgainstApiServer(): void {
  beforeEach(async () => {
    server = await startApiServer({});
    setRuntimeConfig({ ...getRuntimeConfig(), apiUrl: server.url });
    useSession.getState().signIn('tok-ada');
  });
  afterEach(async () => {
    await server.close();
    useSession.getState().signOut();
    localStorage.clear();
  });
}

/** The ApiError a call rejects with; fails the test when it resolves. */
export async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}
