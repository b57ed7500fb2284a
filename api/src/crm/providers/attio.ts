import { CrmError } from '../crm-errors.js';
import { crmTimeoutMs, errorFor, excerptOf, retryAfterMs } from '../crm-http.js';
import type { CrmAdapter, CrmProviderConfig, CrmTokenGrant } from '../crm-types.js';
import { authorKeyAttribute, createNote, ensureAttributes, findNote, upsertPerson } from './attio-records.js';

// Attio (REST API v2, https://docs.attio.com). One Bearer token per workspace, from OAuth or an access
// token made in the workspace's developer settings; neither expires, so there is no refresh. /v2/self
// names the workspace and the token's scopes for both kinds. Errors answer
// `{ status_code, type, code, message }`; a 429 carries Retry-After as an HTTP date.

/** Scopes a push needs: assert and query people, create the attributes, list and write notes. */
const requiredScopes = ['record_permission:read-write', 'object_configuration:read-write', 'note:read-write'];

interface AttioSelf {
  active: boolean;
  scope?: string;
  workspace_id?: string;
  workspace_name?: string;
  workspace_slug?: string;
}

/** `x:read` is granted by `x:read` or `x:read-write`; `x:read-write` only by itself. */
function missingScopes(granted: string[]): string[] {
  return requiredScopes.filter((scope) => {
    if (granted.includes(scope)) return false;
    return !(scope.endsWith(':read') && granted.includes(`${scope}-write`));
  });
}

function oauthAppOf(config: CrmProviderConfig) {
  if (!config.oauthApp)
    throw new CrmError(
      'validation',
      'Connecting Attio with OAuth is not set up on this server (ATTIO_CLIENT_ID and ATTIO_CLIENT_SECRET). Connect with an Attio access token instead.',
    );
  return config.oauthApp;
}

/** Words for an answer whose body is not Attio's error object (a gateway page, an empty body). */
function fallbackMessage(status: number): string {
  if (status === 401) return 'Attio refused the access token. Connect Attio again.';
  if (status === 403)
    return 'The Attio token is not allowed to do this. Connect Attio again with the needed scopes.';
  if (status === 429) return 'Attio is rate limiting Signalboard; the push will continue shortly.';
  if (status >= 500)
    return `Attio answered HTTP ${status}; it is probably unavailable for a moment. The push will be retried.`;
  return `Attio refused the request (HTTP ${status}).`;
}

export const attioAdapter: CrmAdapter = {
  id: 'attio',
  label: 'Attio',
  // Attio takes an OAuth app's scopes from its settings at build.attio.com, not from the authorize URL;
  // these are listed so the operator knows what to tick.
  oauthScopes: requiredScopes,
  requiredScopes,
  authorKeyProperty: authorKeyAttribute,
  defaultMapping: {
    profileUrl: 'signalboard_profile_url',
    platform: 'signalboard_platform',
    score: 'signalboard_score',
  },

  authorize(credentials, headers) {
    headers.authorization = `Bearer ${credentials.accessToken}`;
  },

  apiRoot(session) {
    return session.endpoints.apiBaseUrl;
  },

  authorizationUrl(config, redirectUri, state) {
    const url = new URL(config.endpoints.authorizeUrl);
    url.searchParams.set('client_id', oauthAppOf(config).clientId);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('redirect_uri', redirectUri);
    url.searchParams.set('state', state);
    return url.toString();
  },

  async exchangeCode(config, code, redirectUri): Promise<CrmTokenGrant> {
    const app = oauthAppOf(config);
    const form = new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      client_id: app.clientId,
      client_secret: app.clientSecret,
      redirect_uri: redirectUri,
    });
    let response: Response;
    try {
      response = await fetch(config.endpoints.tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: form.toString(),
        signal: AbortSignal.timeout(crmTimeoutMs),
        redirect: 'error',
      });
    } catch {
      throw new CrmError(
        'unavailable',
        'Attio could not be reached to finish connecting. Try again in a moment.',
      );
    }
    const text = await response.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = text;
    }
    const token = (body as { access_token?: unknown } | null)?.access_token;
    if (!response.ok || typeof token !== 'string' || !token)
      throw errorFor(
        attioAdapter,
        response.ok ? 502 : response.status,
        body,
        text ? excerptOf(text) : null,
        null,
      );
    return { accessToken: token, refreshToken: null, expiresAt: null, scopes: null, apiDomain: null };
  },

  async refresh() {
    throw new CrmError(
      'auth',
      'Attio tokens do not expire and cannot be refreshed: this one was revoked. Connect Attio again.',
    );
  },

  async revoke() {
    // Attio documents no revocation endpoint: a workspace admin removes the app or deletes the token in Attio.
  },

  async account(session) {
    const { body } = await session.request<AttioSelf>({ method: 'GET', path: '/v2/self' });
    if (!body.active || !body.workspace_id)
      throw new CrmError(
        'auth',
        'Attio says this token is no longer active (deleted or revoked). Connect Attio again.',
      );
    const scopes = (body.scope ?? '').split(/\s+/).filter(Boolean);
    const missing = missingScopes(scopes);
    if (missing.length > 0)
      throw new CrmError(
        'scope',
        `This Attio token lacks the scope${missing.length > 1 ? 's' : ''} ${missing.join(', ')}. Give the access token (or the OAuth app) ${missing.length > 1 ? 'these scopes' : 'this scope'} in Attio and connect again.`,
      );
    return {
      id: body.workspace_id,
      name: body.workspace_name ?? body.workspace_slug ?? body.workspace_id,
      slug: body.workspace_slug ?? null,
      scopes,
    };
  },

  prepare: ensureAttributes,

  async upsertPerson(session, person, mapping, prepared) {
    const record = await upsertPerson(session, person, mapping, prepared);
    const id = record.id.record_id;
    // Without the workspace slug our link cannot be built: Attio's own link is as good.
    const url = session.account?.slug
      ? attioAdapter.recordUrl(session, id)
      : (record.web_url ?? attioAdapter.recordUrl(session, id));
    return { id, url };
  },

  findNote,
  createNote,

  errorFrom(status, body) {
    if (body && typeof body === 'object') {
      const error = body as Record<string, unknown>;
      if (typeof error.message === 'string' && error.message)
        return { message: error.message, code: typeof error.code === 'string' ? error.code : null };
      // The token endpoint may answer in OAuth's own shape (RFC 6749 §5.2).
      if (typeof error.error === 'string')
        return {
          message: typeof error.error_description === 'string' ? error.error_description : error.error,
          code: error.error,
        };
    }
    return { message: fallbackMessage(status), code: null };
  },

  waitFrom(response, now) {
    // Attio sends no budget headers on success; a 429 says when the window resets (usually the next second).
    if (response.status !== 429) return null;
    return retryAfterMs(response.headers.get('retry-after'), now);
  },

  recordUrl(session, personId) {
    const slug = session.account?.slug;
    const root = session.endpoints.appUrl;
    return slug ? `${root}/${slug}/person/${personId}/overview` : `${root}/person/${personId}/overview`;
  },
};
