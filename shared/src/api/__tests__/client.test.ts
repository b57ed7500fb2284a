import { setRuntimeConfig, getRuntimeConfig } from '../../config/index';
import { onSignOut, useSession, ACCESS_TOKEN_KEY } from '../../session/index';
import {
  ApiError,
  FETCH_FAILED,
  fetcher,
  forgotPassword,
  getMe,
  getOrganization,
  googleCallback,
  listProjects,
  login,
  register,
  resetPassword,
  updateName,
} from '../index';
import { startApiServer, type ApiServer } from '../../testing/api-server';

// A fresh server per test, so each starts with no routes and no recorded requests.
let server: ApiServer;
const user = {
  id: '3b0d6d4c-1f5e-4a0e-9a55-0a4e8b1c2d3e',
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'Lovelace',
  is_active: true,
  is_superuser: false,
  is_verified: true,
  created_at: '2025-01-01T00:00:00.000Z',
};

beforeEach(async () => {
  server = await startApiServer({});
  setRuntimeConfig({ ...getRuntimeConfig(), apiUrl: server.url });
});
afterEach(async () => {
  await server.close();
  useSession.getState().signOut();
  localStorage.clear();
});

/** An empty body that still says JSON: the client must not choke on it. */
const emptyJson = { text: '', headers: { 'content-type': 'application/json' } };

/** Resolves to the error a promise rejects with (fails the test if it resolves). */
async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

describe('authenticated calls', () => {
  it('send the bearer token and return the body', async () => {
    useSession.getState().signIn('tok-123');
    server.route('GET /users_info/me', () => ({ status: 200, body: user }));
    await expect(getMe()).resolves.toEqual(user);
    expect(server.requests[0]?.headers.authorization).toBe('Bearer tok-123');
  });

  it('without a stored token: no request, "No access token found", signed out', async () => {
    const reasons: string[] = [];
    const stop = onSignOut((reason) => reasons.push(reason));
    const error = await failure(getMe());
    stop();
    expect(error.message).toBe('No access token found');
    expect(server.requests).toHaveLength(0);
    expect(reasons).toEqual(['unauthorized']);
  });

  it('on 401: deletes the token, signs out as unauthorized and raises "Unauthorized"', async () => {
    useSession.getState().signIn('expired');
    const reasons: string[] = [];
    const stop = onSignOut((reason) => reasons.push(reason));
    server.route('GET /users_info/me', () => ({
      status: 401,
      body: { detail: 'Token expired', code: 'UNAUTHORIZED' },
    }));
    const error = await failure(getMe());
    stop();
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Unauthorized');
    expect(error.status).toBe(401);
    expect(error.body).toEqual({ detail: 'Token expired', code: 'UNAUTHORIZED' });
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(useSession.getState().accessToken).toBeNull();
    expect(reasons).toEqual(['unauthorized']);
  });

  it('treat a 404 organization as "no organization" and 404 projects as an empty list', async () => {
    useSession.getState().signIn('tok');
    server.route('GET /api/v1/organization', () => ({
      status: 404,
      body: { detail: 'Organization not found', code: 'ORGANIZATION_NOT_FOUND' },
    }));
    server.route('GET /api/v1/project', () => ({ status: 404, body: { detail: 'No projects found' } }));
    await expect(getOrganization()).resolves.toBeNull();
    await expect(listProjects()).resolves.toEqual([]);
  });

  it('show the server detail of a 422, with its code and field', async () => {
    useSession.getState().signIn('tok');
    server.route('PATCH /users_info/update_name', () => ({
      status: 422,
      body: { detail: 'first_name: must not be empty', code: 'VALIDATION_ERROR', field: 'first_name' },
    }));
    const error = await failure(updateName('', 'Lovelace'));
    expect(error.message).toBe('first_name: must not be empty');
    expect(error).toMatchObject({ status: 422, code: 'VALIDATION_ERROR', field: 'first_name' });
    const request = server.requests[0];
    expect([request?.path, request?.search.toString()]).toEqual([
      '/users_info/update_name',
      'first_name=&last_name=Lovelace',
    ]);
  });

  it("fall back to the call's own sentence when a 500 has no detail", async () => {
    useSession.getState().signIn('tok');
    server.route('PATCH /users_info/update_name', () => ({
      status: 500,
      text: 'Internal Server Error',
      headers: { 'content-type': 'text/plain' },
    }));
    const error = await failure(updateName('Ada', 'Lovelace'));
    expect(error.message).toBe('Failed to update user name');
    expect(error.status).toBe(500);
    expect(error.body).toBe('Internal Server Error');
    expect(useSession.getState().accessToken).toBe('tok');
  });
});

describe('auth calls', () => {
  it('login posts the form-encoded username and password', async () => {
    server.route('POST /auth/jwt/login', () => ({
      status: 200,
      body: { access_token: 'jwt', token_type: 'bearer' },
    }));
    await expect(login('ada@example.com', 'p@ss w0rd&')).resolves.toEqual({
      access_token: 'jwt',
      token_type: 'bearer',
    });
    const request = server.requests[0];
    expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(request?.headers.authorization).toBeUndefined();
    // The server parses the form, so these are the exact fields sent, decoded.
    expect(request?.body).toEqual({ username: 'ada@example.com', password: 'p@ss w0rd&' });
  });

  it('login shows the server detail, else "Login failed"', async () => {
    server.route('POST /auth/jwt/login', () => ({
      status: 400,
      body: { detail: 'Incorrect e-mail or password.', code: 'LOGIN_BAD_CREDENTIALS' },
    }));
    expect((await failure(login('a@b.co', 'x'))).message).toBe('Incorrect e-mail or password.');
    server.route('POST /auth/jwt/login', () => ({ status: 400, ...emptyJson }));
    expect((await failure(login('a@b.co', 'x'))).message).toBe('Login failed');
  });

  it('login reports an unreachable server', async () => {
    const closed = await startApiServer({});
    await closed.close();
    setRuntimeConfig({ ...getRuntimeConfig(), apiUrl: closed.url });
    const error = await failure(login('a@b.co', 'x'));
    expect(error.message).toBe('An error occurred while logging in...');
    expect(error.status).toBe(0);
  });

  it('register falls back to "Sign up failed"; reset-password to the status sentence', async () => {
    server.route('POST /auth/register', () => ({
      status: 500,
      text: 'boom',
      headers: { 'content-type': 'text/plain' },
    }));
    expect((await failure(register('a@b.co', 'longpassword'))).message).toBe('Sign up failed');
    server.route('POST /auth/reset-password', () => ({ status: 400, ...emptyJson }));
    expect((await failure(resetPassword('t', 'longpassword'))).message).toBe(
      'Request failed with status 400',
    );
    server.route('POST /auth/reset-password', () => ({
      status: 400,
      body: { detail: 'This reset link has expired.', code: 'RESET_PASSWORD_BAD_TOKEN' },
    }));
    expect((await failure(resetPassword('t', 'longpassword'))).message).toBe('This reset link has expired.');
  });

  it('googleCallback forwards the query Google returned', async () => {
    server.route('GET /auth/google/callback', () => ({ status: 400, body: { code: 'OAUTH_INVALID_STATE' } }));
    const error = await failure(googleCallback(new URLSearchParams('code=abc&state=xyz')));
    expect(error.message).toBe('Sign in with Google failed');
    expect(error.code).toBe('OAUTH_INVALID_STATE');
    const request = server.requests[0];
    expect([request?.path, request?.search.toString()]).toEqual([
      '/auth/google/callback',
      'code=abc&state=xyz',
    ]);
  });

  it('reads the API address at call time', async () => {
    const other = await startApiServer({
      'POST /auth/forgot-password': () => ({ status: 202, body: null }),
    });
    setRuntimeConfig({ ...getRuntimeConfig(), apiUrl: other.url });
    await expect(forgotPassword('ada@example.com')).resolves.toBeUndefined();
    expect(other.requests.map((r) => [r.path, r.search.toString()])).toEqual([['/auth/forgot-password', '']]);
    expect(server.requests).toHaveLength(0);
    await other.close();
  });
});

describe('generic fetcher', () => {
  it('parses JSON and raises the spec sentence with status and body on failure', async () => {
    server.route('GET /anything', () => ({ status: 200, body: { ok: 1 } }));
    await expect(fetcher(`${server.url}/anything`)).resolves.toEqual({ ok: 1 });
    server.route('GET /anything', () => ({ status: 503, body: { detail: 'Down for maintenance' } }));
    const error = await failure(fetcher(`${server.url}/anything`));
    expect(error.message).toBe(FETCH_FAILED);
    expect(error.status).toBe(503);
    expect(error.body).toEqual({ detail: 'Down for maintenance' });
  });
});
