// An account, its organization and a project made straight through the API (no browser), for benchmarks
// that need a signed-in user but measure something else.
import { apiOrigin, uniqueEmail } from './fixtures';

/** One JSON call to the API; a non-2xx answer throws with its status and body. */
export async function api<T>(
  path: string,
  init: { method?: string; token?: string; body?: unknown } = {},
): Promise<T> {
  const method = init.method ?? (init.body === undefined ? 'GET' : 'POST');
  const res = await fetch(`${apiOrigin()}${path}`, {
    method,
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

export interface ApiAccount {
  email: string;
  password: string;
  token: string;
  projectId: string;
}

/** A new user (e-mail from `label`) owning an organization with one project named `projectName`. */
export async function accountWithProject(label: string, projectName: string): Promise<ApiAccount> {
  const email = uniqueEmail(label);
  const password = 'benchmark password';
  await api('/auth/register', { body: { email, password } });
  const login = await fetch(`${apiOrigin()}/auth/jwt/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: email, password }),
  });
  if (!login.ok) throw new Error(`login: ${login.status}`);
  const { access_token: token } = (await login.json()) as { access_token: string };
  await api('/api/v1/organization', { token, body: { name: 'Bench Co' } });
  const { id: projectId } = await api<{ id: string }>('/api/v1/project', {
    token,
    body: { name: projectName },
  });
  return { email, password, token, projectId };
}
