import type { FastifyInstance, InjectOptions } from 'fastify';
import type { AppOptions } from '../../src/app.js';
import type { ApiKeyScope } from '../../src/db/schema/index.js';
import { buildTestApp, injectWithLogin, signUpWithOrganization } from '../helper.js';
import { onTestEnd } from '../support/file-hooks.js';
import { createProject } from '../support/projects.js';

// Each test's apps are closed after it: on PostgreSQL the apps of one file share its database and pg-boss.

/** An app closed when the test ends. */
export async function keyTestApp(
  env: Record<string, string> = {},
  options: Partial<AppOptions> = {},
): Promise<FastifyInstance> {
  const app = await buildTestApp({ RATE_LIMIT_MAX: '100000', ...env }, options);
  onTestEnd(() => app.close());
  return app;
}

export interface KeyRequest {
  name?: string;
  scopes?: ApiKeyScope[];
  reach?: 'project' | 'organization';
  expires_at?: string | null;
}

export interface CreatedKey {
  key: {
    id: string;
    name: string;
    prefix: string;
    scopes: string[];
    state: string;
    project_id: string | null;
    created_by: { id: string; name: string } | null;
  };
  secret: string;
}

/** Creates a key through the API as `token` (a member) on `projectId`. */
export async function createKey(
  app: FastifyInstance,
  token: string,
  projectId: string,
  body: KeyRequest = {},
): Promise<CreatedKey> {
  const response = await injectWithLogin(app, token, {
    method: 'POST',
    url: `/api/v1/project/${projectId}/api_keys`,
    payload: { name: 'Script', scopes: ['leads:read'], reach: 'project', ...body },
  });
  if (response.statusCode !== 201) throw new Error(`key failed: ${response.statusCode} ${response.body}`);
  return response.json<CreatedKey>();
}

/** A request made with an API key (the same header a session token goes in). */
export function withKey(app: FastifyInstance, secret: string, options: InjectOptions) {
  return app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${secret}` } });
}

/** An organization with two projects (the key's and the other), and another organization with one. */
export async function keyWorld(app: FastifyInstance) {
  const owner = await signUpWithOrganization(app, 'Key Co');
  const project = await createProject(app, owner.token, 'Main');
  const sibling = await createProject(app, owner.token, 'Other');
  const stranger = await signUpWithOrganization(app, 'Stranger Co');
  const strangerProject = await createProject(app, stranger.token, 'Theirs');
  return { owner, project, sibling, stranger, strangerProject };
}
