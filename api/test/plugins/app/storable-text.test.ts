import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, injectWithLogin, signUpWithOrganization } from '../../helper.js';

// PostgreSQL cannot store U+0000, and a lone surrogate has no UTF-8 form: both used to be 500s from the
// query. One hook refuses them in any path parameter, query or body field, naming the field.

let app: FastifyInstance;
let token: string;
let projectId: string;
beforeAll(async () => {
  app = await buildTestApp();
  const owner = await signUpWithOrganization(app);
  token = owner.token;
  const project = await injectWithLogin(app, token, {
    method: 'POST',
    url: '/api/v1/project',
    payload: { name: 'Clean' },
  });
  projectId = project.json<{ id: string }>().id;
});

const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

const nul = 'a\u0000b';
const id = () => randomUUID();

/** [what, request, field]: each the probe's finding or a route of the same kind. */
const cases: [string, () => InjectOptions, string][] = [
  [
    'login form (signed out)',
    () => ({ method: 'POST', url: '/auth/jwt/login', ...form({ username: nul, password: 'x' }) }),
    'username',
  ],
  [
    'register',
    () => ({ method: 'POST', url: '/auth/register', payload: { email: nul, password: 'long enough 123' } }),
    'email',
  ],
  [
    'forgot password',
    () => ({ method: 'POST', url: '/auth/forgot-password', payload: { email: nul } }),
    'email',
  ],
  [
    'reset password',
    () => ({ method: 'POST', url: '/auth/reset-password', payload: { token: nul, password: 'x' } }),
    'token',
  ],
  ['project name', () => ({ method: 'POST', url: '/api/v1/project', payload: { name: nul } }), 'name'],
  [
    'project patch',
    () => ({ method: 'PATCH', url: `/api/v1/project/${projectId}`, payload: { business_description: nul } }),
    'business_description',
  ],
  [
    'organization name',
    () => ({ method: 'POST', url: '/api/v1/organization', payload: { name: nul } }),
    'name',
  ],
  [
    'lead search',
    () => ({ method: 'GET', url: `/api/v1/leads/${projectId}?search_text=a%00b` }),
    'search_text',
  ],
  [
    'lead export search',
    () => ({ method: 'GET', url: `/api/v1/leads/${projectId}/export.csv?search_text=a%00b` }),
    'search_text',
  ],
  [
    'unread count filter',
    () => ({ method: 'GET', url: `/api/v1/leads/${projectId}/unread_count?search_text=a%00b` }),
    'search_text',
  ],
  [
    'intent signals',
    () => ({
      method: 'PUT',
      url: `/api/v1/leads/${projectId}/intent_signals`,
      payload: { intent_signals: [{ name: nul }] },
    }),
    'intent_signals.0.name',
  ],
  [
    'smart column',
    () => ({
      method: 'POST',
      url: `/api/v1/leads/${projectId}/smart_columns`,
      payload: { name: 'n', question: nul },
    }),
    'question',
  ],
  [
    'lead status config',
    () => ({
      method: 'POST',
      url: `/api/v1/lead-status-configs/project/${projectId}`,
      payload: { name: nul },
    }),
    'name',
  ],
  [
    'data source settings',
    () => ({
      method: 'PATCH',
      url: `/api/v1/project/${projectId}/data-sources`,
      payload: { data_sources: [{ platform: 'rss', enabled: true, settings: { feeds: [nul] } }] },
    }),
    'data_sources.0.settings.feeds.0',
  ],
  [
    'an object key',
    () => ({
      method: 'PATCH',
      url: `/api/v1/project/${projectId}/data-sources`,
      payload: { data_sources: [{ platform: 'rss', enabled: true, settings: { [nul]: 'x' } }] },
    }),
    'data_sources.0.settings.a\\u0000b',
  ],
  ['feedback', () => ({ method: 'POST', url: '/api/v1/feedback', payload: { message: nul } }), 'message'],
  [
    'organization invite',
    () => ({ method: 'POST', url: '/api/v1/organization/invites', payload: { email: nul, role: 'member' } }),
    'email',
  ],
  [
    'notification settings',
    () => ({ method: 'PUT', url: `/api/v1/notification-settings/${projectId}`, payload: { time_zone: nul } }),
    'time_zone',
  ],
  [
    'outbound webhook',
    () => ({
      method: 'POST',
      url: `/api/v1/project/${projectId}/webhooks`,
      payload: { url: `https://x.example/${nul}` },
    }),
    'url',
  ],
  [
    'user name',
    () => ({ method: 'PATCH', url: '/users_info/update_name', payload: { first_name: nul } }),
    'first_name',
  ],
  ['path parameter', () => ({ method: 'GET', url: '/api/v1/project/a%00b' }), 'id'],
  [
    'path parameter (signed out route)',
    () => ({ method: 'GET', url: `/api/v1/organization/tokenized-invites/preview?t=a%00b` }),
    't',
  ],
  [
    'slack channel',
    () => ({ method: 'POST', url: `/slack/${projectId}/update-channel`, payload: { channel_id: nul } }),
    'channel_id',
  ],
  [
    'guest invite',
    () => ({
      method: 'POST',
      url: `/api/v1/project/guests-access/${projectId}/invites`,
      payload: { email: nul },
    }),
    'email',
  ],
  [
    'lead verdict id',
    () => ({ method: 'POST', url: `/api/v1/leads/${projectId}/lead/${id()}a%00/read` }),
    'leadId',
  ],
];

describe('a NUL character anywhere in a request', () => {
  it.each(cases)('%s: 422 naming the field, never a 500', async (_what, request, field) => {
    const response = await injectWithLogin(app, token, request());
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toEqual({
      detail: `${field}: must not contain a NUL character`,
      code: 'VALIDATION_ERROR',
      field,
    });
  });

  it('stores nothing: the project is not created', async () => {
    await injectWithLogin(app, token, { method: 'POST', url: '/api/v1/project', payload: { name: nul } });
    const list = await injectWithLogin(app, token, { method: 'GET', url: '/api/v1/project' });
    expect(list.json<{ name: string }[]>().map((p) => p.name)).toEqual(['Clean']);
  });

  it('still answers 401 first on a signed-in route without a token', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/v1/project', payload: { name: nul } });
    expect(response.statusCode).toBe(401);
  });
});

describe('a lone surrogate in a request', () => {
  it.each([
    ['a high one', '"a\\ud800b"'],
    ['a low one', '"\\udc00"'],
    ['a high one at the end', '"ab\\udbff"'],
  ])('%s: 422 naming the field', async (_what, json) => {
    const response = await injectWithLogin(app, token, {
      method: 'POST',
      url: '/api/v1/project',
      headers: { 'content-type': 'application/json' },
      payload: `{"name":${json}}`,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      detail: 'name: must not contain an unpaired surrogate (it is not valid Unicode text)',
      code: 'VALIDATION_ERROR',
      field: 'name',
    });
  });

  it('a pair (an emoji written as two escapes) is fine', async () => {
    const response = await injectWithLogin(app, token, {
      method: 'POST',
      url: '/api/v1/project',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":"Rocket \\ud83d\\ude80"}',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<{ name: string }>().name).toBe('Rocket \u{1F680}');
  });
});
