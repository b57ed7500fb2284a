// The /api/v1/project/{projectId}/api_keys routes as the API keys contract states them: members only (a
// guest: 404), the keys that reach the project (its own and the organization's), active ones first and
// newest first, the secret in the create answer only, 422 naming the field for a bad name, scopes, reach
// or a past expiry, and revoking (idempotent; 404 for a key that does not reach the project).
import type { Project } from '@signalboard/shared/api';
import { errorReply, type ApiReply, type ApiRoutes } from '@signalboard/shared/testing';
import type { ApiKey, ApiKeyScope } from '../features/api-keys/api/api-key-types';

export interface ApiKeysState {
  /** Every key of the organization, newest first. */
  keys: ApiKey[];
  /** The secrets handed out, in order (what a test reads the shown-once secret against). */
  secrets: string[];
}

export const emptyApiKeys = (): ApiKeysState => ({ keys: [], secrets: [] });

const SCOPES: readonly ApiKeyScope[] = ['leads:read', 'leads:write', 'settings:read', 'settings:write'];

export const testApiKey = (overrides: Partial<ApiKey> = {}): ApiKey => ({
  id: 'k1',
  name: 'Nightly CRM sync',
  prefix: 'sb_live_AbCd',
  scopes: ['leads:read'],
  reach: 'project',
  project_id: 'p1',
  created_at: '2025-02-01T09:30:00.000Z',
  created_by: { id: 'u1', name: 'Ada Lovelace' },
  expires_at: null,
  last_used_at: null,
  revoked_at: null,
  state: 'active',
  ...overrides,
});

/** The secret the n-th create answers (43 characters after the prefix, as the API's). */
export const testSecret = (n: number) => `sb_live_${String(n).padStart(3, '0')}${'x'.repeat(40)}`;

const invalid = (field: string, message: string): ApiReply => ({
  status: 422,
  body: { detail: `${field}: ${message}`, code: 'VALIDATION_ERROR', field },
});

export function apiKeyRoutes(
  state: { apiKeys: ApiKeysState; projects: Project[] },
  signedIn: (authorization: string | undefined) => boolean,
): ApiRoutes {
  const unauthorized = errorReply(401, 'UNAUTHORIZED', 'Unauthorized');
  const notFound = errorReply(404, 'PROJECT_NOT_FOUND', 'Project not found');
  /** The project the caller may manage keys of, or the reply that refuses. */
  const memberProject = (authorization: string | undefined, projectId: string | undefined) => {
    if (!signedIn(authorization)) return unauthorized;
    const project = state.projects.find((candidate) => candidate.id === projectId);
    return project && project.viewer_role !== 'guest' ? project : notFound;
  };
  const reaches = (key: ApiKey, projectId: string) =>
    key.reach === 'organization' || key.project_id === projectId;

  return {
    'GET /api/v1/project/:projectId/api_keys': ({ authorization, params }) => {
      const project = memberProject(authorization, params.projectId);
      if (!('id' in project)) return project;
      const reaching = state.apiKeys.keys.filter((key) => reaches(key, project.id));
      const keys = [
        ...reaching.filter((key) => key.state === 'active'),
        ...reaching.filter((key) => key.state !== 'active'),
      ];
      return { status: 200, body: { keys } };
    },
    'POST /api/v1/project/:projectId/api_keys': ({ authorization, params, body }) => {
      const project = memberProject(authorization, params.projectId);
      if (!('id' in project)) return project;
      const input = (body ?? {}) as Record<string, unknown>;
      const name = typeof input.name === 'string' ? input.name.trim() : '';
      if (name === '' || name.length > 80) return invalid('name', 'must be 1 to 80 characters');
      const scopes = input.scopes;
      if (
        !Array.isArray(scopes) ||
        scopes.length === 0 ||
        new Set(scopes).size !== scopes.length ||
        !scopes.every((scope) => SCOPES.includes(scope as ApiKeyScope))
      ) {
        return invalid('scopes', 'choose one or more of the four scopes, each once');
      }
      if (input.reach !== 'project' && input.reach !== 'organization') {
        return invalid('reach', "must be 'project' or 'organization'");
      }
      const expiresAt = input.expires_at ?? null;
      if (expiresAt !== null && !(typeof expiresAt === 'string' && Date.parse(expiresAt) > Date.now())) {
        return invalid('expires_at', 'must be a date-time in the future');
      }
      const n = state.apiKeys.secrets.length + 1;
      const secret = testSecret(n);
      const key = testApiKey({
        id: `k-new-${n}`,
        name,
        prefix: secret.slice(0, 12),
        scopes: scopes as ApiKeyScope[],
        reach: input.reach,
        project_id: input.reach === 'project' ? project.id : null,
        created_at: new Date().toISOString(),
        expires_at: expiresAt,
      });
      state.apiKeys.keys.unshift(key);
      state.apiKeys.secrets.push(secret);
      return { status: 201, body: { key, secret } };
    },
    'DELETE /api/v1/project/:projectId/api_keys/:keyId': ({ authorization, params }) => {
      const project = memberProject(authorization, params.projectId);
      if (!('id' in project)) return project;
      const key = state.apiKeys.keys.find((candidate) => candidate.id === params.keyId);
      if (!key || !reaches(key, project.id)) {
        return errorReply(404, 'API_KEY_NOT_FOUND', 'API key not found.');
      }
      if (key.state !== 'revoked')
        Object.assign(key, { state: 'revoked', revoked_at: new Date().toISOString() });
      return { status: 204 };
    },
  };
}
