// The /api/v1/project/{projectId}/crm* routes as the API contract states them (api/src/routes/crm,
// api/src/schemas/crm.ts), with the project's statuses and the organization's members the Integrations
// tab reads. Played: members only (a guest: 403), tokens pasted by owners only (403 for others, 422
// naming `token` for one the CRM refuses), settings answered as saved and checked as the API checks
// them (a property's API name, statuses and signals of the project), disconnect forgetting the log,
// resume mending a broken connection, the log newest first in pages, and retry of a failed push.
import type {
  CrmConnection,
  CrmProvider,
  CrmPush,
  CrmSettings,
  IntentSignal,
  Member,
  Project,
  StatusConfig,
} from '@signalboard/shared/api';
import { CRM_LABELS, CRM_PROVIDERS } from '@signalboard/shared/api';
import { errorReply, type ApiReply, type ApiRoutes } from '@signalboard/shared/testing';

export interface CrmState {
  connections: Record<CrmProvider, CrmConnection>;
  settings: Partial<Record<CrmProvider, CrmSettings>>;
  /** Each CRM's pushes, newest first. */
  pushes: Partial<Record<CrmProvider, CrmPush[]>>;
  /** The tokens the fake CRMs accept; any other is refused (422 naming `token`). */
  acceptedTokens: string[];
  /** The log's page size when no `limit` is asked (the API's is 50; tests set fewer). */
  pageSize: number;
  statuses: StatusConfig[];
  members: Member[];
}

export const ACCEPTED_TOKEN = 'pat-na1-good-token';
export const AUTHORIZATION_URL = 'https://app.hubspot.test/oauth/authorize?client_id=1&state=s';
export const TOKEN_REFUSED_SENTENCE =
  'HubSpot did not accept this token: Authentication credentials not found.';
export const OWNERS_ONLY_SENTENCE =
  'Only an owner of the organization can paste a CRM token. Ask an owner, or connect with OAuth.';

export const disconnectedCrm = (provider: CrmProvider, oauthAvailable = false): CrmConnection => ({
  provider,
  label: CRM_LABELS[provider],
  status: 'disconnected',
  oauth_available: oauthAvailable,
  auth_kind: null,
  account_name: null,
  account_id: null,
  scopes: null,
  connected_at: null,
  broken_code: null,
  broken_reason: null,
  waiting_until: null,
  mapping_confirmed: false,
  pushes: { pending: 0, pushed: 0, failed: 0 },
});

export const connectedCrm = (
  provider: CrmProvider,
  overrides: Partial<CrmConnection> = {},
): CrmConnection => ({
  ...disconnectedCrm(provider),
  status: 'connected',
  auth_kind: 'token',
  account_name: 'Acme Sales',
  account_id: '4455',
  connected_at: '2025-02-01T09:30:00.000Z',
  mapping_confirmed: true,
  pushes: { pending: 1, pushed: 12, failed: 2 },
  ...overrides,
});

/** What GET settings answers for a CRM just connected (the adapters' default mapping, the rule off). */
export const defaultCrmSettings = (provider: CrmProvider): CrmSettings => ({
  mapping:
    provider === 'pipedrive'
      ? { profile_url: null, platform: null, score: null }
      : {
          profile_url: 'signalboard_profile_url',
          platform: 'signalboard_platform',
          score: 'signalboard_score',
        },
  rule: { enabled: false, on_good: false, status_ids: [], min_score: null, signal_ids: [] },
  author_key_property: 'signalboard_author_key',
});

export const testPush = (overrides: Partial<CrmPush> = {}): CrmPush => ({
  id: 'push-1',
  provider: 'hubspot',
  lead_id: 'lead-1',
  lead_title: 'Looking for a CRM for our agency',
  state: 'pushed',
  trigger: 'manual',
  requested_by: 'Ada Lovelace',
  attempts: 1,
  record_url: 'https://app.hubspot.test/contacts/4455/record/0-1/101',
  last_status: 201,
  last_error: null,
  exchanges: [],
  created_at: '2025-02-03T10:00:00.000Z',
  next_attempt_at: null,
  pushed_at: '2025-02-03T10:00:04.000Z',
  ...overrides,
});

export const testStatus = (id: string, name: string, position: number): StatusConfig => {
  // Built as a variable, so fields the API adds later do not break the fixture.
  const status = {
    id,
    name,
    color: '#3366ff',
    position,
    is_default: position === 0,
    lead_count: 0,
    created_at: '2025-01-05T10:00:00.000Z',
    updated_at: '2025-01-05T10:00:00.000Z',
  };
  return status;
};

export const testMembers = (): Member[] => [
  {
    id: 'u-ada',
    email: 'ada@example.com',
    first_name: 'Ada',
    last_name: 'Lovelace',
    role: 'owner',
    joined_at: '2025-01-01T00:00:00.000Z',
  },
  {
    id: 'u-grace',
    email: 'grace@example.com',
    first_name: 'Grace',
    last_name: 'Hopper',
    role: 'owner',
    joined_at: '2025-01-02T00:00:00.000Z',
  },
  {
    id: 'u-alan',
    email: 'alan@example.com',
    first_name: 'Alan',
    last_name: 'Turing',
    role: 'member',
    joined_at: '2025-01-03T00:00:00.000Z',
  },
];

export const emptyCrmState = (): CrmState => ({
  connections: {
    hubspot: disconnectedCrm('hubspot'),
    pipedrive: disconnectedCrm('pipedrive'),
    attio: disconnectedCrm('attio'),
  },
  settings: {},
  pushes: {},
  acceptedTokens: [ACCEPTED_TOKEN],
  pageSize: 50,
  statuses: [
    testStatus('st-new', 'New', 0),
    testStatus('st-contacted', 'Contacted', 1),
    testStatus('st-won', 'Won', 2),
  ],
  members: testMembers(),
});

const invalid = (field: string, detail: string, code = 'VALIDATION_ERROR'): ApiReply => ({
  status: 422,
  body: { detail, code, field },
});

const PROPERTY = /^[A-Za-z0-9_.-]{1,100}$/;

export function crmRoutes(
  state: { crm: CrmState; projects: Project[]; intentSignals: IntentSignal[] },
  signedIn: (authorization: string | undefined) => boolean,
): ApiRoutes {
  const unauthorized = errorReply(401, 'UNAUTHORIZED', 'Unauthorized');
  const notConnected = errorReply(
    409,
    'CRM_NOT_CONNECTED',
    'This project is not connected to that CRM. Connect it first.',
  );

  /** The caller's role on the project, or the reply that stops the request. */
  const guard = (
    authorization: string | undefined,
    params: Record<string, string>,
  ): { reply: ApiReply; role?: undefined } | { reply: null; role: Project['viewer_role'] } => {
    if (!signedIn(authorization)) return { reply: unauthorized };
    const project = state.projects.find((candidate) => candidate.id === params.projectId);
    if (!project) return { reply: errorReply(404, 'PROJECT_NOT_FOUND', 'Project not found.') };
    if (project.viewer_role === 'guest')
      return {
        reply: errorReply(
          403,
          'PROJECT_MEMBERS_ONLY',
          "Only members of the project's organization can do this; guests can only view the project.",
        ),
      };
    if (params.provider !== undefined && !CRM_PROVIDERS.includes(params.provider as CrmProvider))
      return { reply: invalid('provider', 'provider: must be hubspot, pipedrive or attio') };
    return { reply: null, role: project.viewer_role };
  };
  const provider = (params: Record<string, string>) => params.provider as CrmProvider;
  const connected = (name: CrmProvider) => state.crm.connections[name].status !== 'disconnected';

  return {
    'GET /api/v1/organization/members': ({ authorization }) =>
      signedIn(authorization) ? { status: 200, body: state.crm.members } : unauthorized,
    'GET /api/v1/lead-status-configs/project/:projectId': ({ authorization }) =>
      signedIn(authorization) ? { status: 200, body: state.crm.statuses } : unauthorized,

    'GET /api/v1/project/:projectId/crm': ({ authorization, params }) => {
      const { reply } = guard(authorization, params);
      return (
        reply ?? {
          status: 200,
          body: { connections: CRM_PROVIDERS.map((name) => state.crm.connections[name]) },
        }
      );
    },
    'POST /api/v1/project/:projectId/crm/:provider/connect': ({ authorization, params }) => {
      const { reply } = guard(authorization, params);
      if (reply) return reply;
      const name = provider(params);
      if (!state.crm.connections[name].oauth_available) {
        const prefix = name.toUpperCase();
        return errorReply(
          503,
          'CRM_OAUTH_NOT_CONFIGURED',
          `Connecting ${CRM_LABELS[name]} with OAuth is not set up on this server (${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET). An owner can paste a ${CRM_LABELS[name]} token instead.`,
        );
      }
      return { status: 200, body: { authorization_url: AUTHORIZATION_URL } };
    },
    'PUT /api/v1/project/:projectId/crm/:provider/token': ({ authorization, params, body }) => {
      const { reply, role } = guard(authorization, params);
      if (reply) return reply;
      if (role !== 'owner') return errorReply(403, 'CRM_TOKEN_OWNERS_ONLY', OWNERS_ONLY_SENTENCE);
      const token = (body as { token?: unknown } | null)?.token;
      if (typeof token !== 'string' || token.length < 8 || /\s/.test(token))
        return invalid('token', 'token: must be at least 8 characters without spaces');
      const name = provider(params);
      if (!state.crm.acceptedTokens.includes(token))
        return invalid(
          'token',
          TOKEN_REFUSED_SENTENCE.replace('HubSpot', CRM_LABELS[name]),
          'CRM_TOKEN_REJECTED',
        );
      const before = state.crm.connections[name];
      // A reconnect keeps the mapping, the rule and the log; pushes that waited go out.
      state.crm.connections[name] = connectedCrm(name, {
        oauth_available: before.oauth_available,
        mapping_confirmed: before.status !== 'disconnected' && before.mapping_confirmed,
        pushes: before.pushes,
      });
      state.crm.settings[name] ??= defaultCrmSettings(name);
      return { status: 200, body: state.crm.connections[name] };
    },
    'DELETE /api/v1/project/:projectId/crm/:provider': ({ authorization, params }) => {
      const { reply } = guard(authorization, params);
      if (reply) return reply;
      const name = provider(params);
      state.crm.connections[name] = disconnectedCrm(name, state.crm.connections[name].oauth_available);
      delete state.crm.settings[name];
      delete state.crm.pushes[name];
      return { status: 204 };
    },
    'GET /api/v1/project/:projectId/crm/:provider/settings': ({ authorization, params }) => {
      const { reply } = guard(authorization, params);
      if (reply) return reply;
      const name = provider(params);
      if (!connected(name)) return notConnected;
      return { status: 200, body: state.crm.settings[name] ?? defaultCrmSettings(name) };
    },
    'PUT /api/v1/project/:projectId/crm/:provider/settings': ({ authorization, params, body }) => {
      const { reply } = guard(authorization, params);
      if (reply) return reply;
      const name = provider(params);
      if (!connected(name)) return notConnected;
      const settings = body as CrmSettings;
      for (const key of ['profile_url', 'platform', 'score'] as const) {
        const value = settings.mapping[key];
        if (value !== null && !PROPERTY.test(value))
          return invalid(`mapping.${key}`, `mapping.${key}: must match pattern "^[A-Za-z0-9_.-]+$"`);
      }
      const statuses = new Set(state.crm.statuses.map((status) => status.id));
      if (settings.rule.status_ids.some((id) => !statuses.has(id)))
        return invalid('rule.status_ids', 'rule.status_ids: a status is not one of this project’s.');
      const signals = new Set(state.intentSignals.map((signal) => signal.id));
      if (settings.rule.signal_ids.some((id) => !signals.has(id)))
        return invalid('rule.signal_ids', 'rule.signal_ids: an intent signal is not one of this project’s.');
      const saved: CrmSettings = {
        mapping: settings.mapping,
        rule: settings.rule,
        author_key_property: (state.crm.settings[name] ?? defaultCrmSettings(name)).author_key_property,
      };
      state.crm.settings[name] = saved;
      state.crm.connections[name] = { ...state.crm.connections[name], mapping_confirmed: true };
      return { status: 200, body: saved };
    },
    'POST /api/v1/project/:projectId/crm/:provider/resume': ({ authorization, params }) => {
      const { reply } = guard(authorization, params);
      if (reply) return reply;
      const name = provider(params);
      if (!connected(name)) return notConnected;
      state.crm.connections[name] = {
        ...state.crm.connections[name],
        status: 'connected',
        broken_code: null,
        broken_reason: null,
      };
      return { status: 200, body: state.crm.connections[name] };
    },
    'GET /api/v1/project/:projectId/crm/:provider/pushes': ({ authorization, params, query }) => {
      const { reply } = guard(authorization, params);
      if (reply) return reply;
      const name = provider(params);
      if (!connected(name)) return notConnected;
      const all = state.crm.pushes[name] ?? [];
      const limit = query.limit ? Number(query.limit) : state.crm.pageSize;
      const start = query.before ? all.findIndex((push) => push.id === query.before) + 1 : 0;
      const items = all.slice(start, start + limit);
      const more = start + limit < all.length;
      return { status: 200, body: { items, next_before: more ? (items.at(-1)?.id ?? null) : null } };
    },
    'POST /api/v1/project/:projectId/crm/:provider/pushes/:pushId/retry': ({ authorization, params }) => {
      const { reply } = guard(authorization, params);
      if (reply) return reply;
      const name = provider(params);
      if (!connected(name)) return notConnected;
      const push = state.crm.pushes[name]?.find((candidate) => candidate.id === params.pushId);
      if (!push)
        return errorReply(
          404,
          'CRM_PUSH_NOT_FOUND',
          'This push does not exist (or belongs to another project).',
        );
      if (push.state !== 'pushed') {
        push.state = 'pending';
        push.next_attempt_at = new Date().toISOString();
      }
      return { status: 200, body: push };
    },
  };
}
