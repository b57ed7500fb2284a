import { crmDefaultEndpoints } from '../crm-config.js';
import { CrmError } from '../crm-errors.js';
import type { CrmAccount, CrmAdapter } from '../crm-types.js';
import { requestPipedriveToken, revokePipedriveGrant } from './pipedrive-oauth.js';
import {
  createPipedriveNote,
  ensureAuthorKeyField,
  ensurePipedriveLead,
  findPipedriveNote,
  upsertPipedrivePerson,
} from './pipedrive-records.js';
import {
  authorKeyFieldName,
  missingScopes,
  pipedriveErrorFrom,
  pipedriveScopes,
  pipedriveWaitFrom,
} from './pipedrive-wire.js';

// Pipedrive: persons through API v2, notes and leads through API v1. An OAuth token is sent as a Bearer
// to the company's `api_domain`; a pasted API token goes in the `x-api-token` header to api.pipedrive.com.
// Scopes belong to the OAuth app (chosen in Pipedrive's Developer Hub, not in the consent URL), and only
// the token answer reports them; an API token has no scopes, it can do what its user can.

interface CurrentUser {
  data: { company_id?: number; company_name?: string; company_domain?: string } | null;
}

export const pipedriveAdapter: CrmAdapter = {
  id: 'pipedrive',
  label: 'Pipedrive',
  oauthScopes: pipedriveScopes,
  requiredScopes: pipedriveScopes,
  authorKeyProperty: authorKeyFieldName,
  // Pipedrive has no standard field for these: a team maps them to custom fields (their 40-character keys).
  defaultMapping: { profileUrl: null, platform: null, score: null },

  authorize(credentials, headers) {
    if (credentials.kind === 'oauth') headers.authorization = `Bearer ${credentials.accessToken}`;
    else headers['x-api-token'] = credentials.accessToken;
  },

  apiRoot({ credentials, endpoints }) {
    return credentials.kind === 'oauth' && credentials.apiDomain
      ? credentials.apiDomain
      : endpoints.apiBaseUrl;
  },

  authorizationUrl(config, redirectUri, state) {
    if (!config.oauthApp)
      throw new CrmError(
        'auth',
        'Connecting Pipedrive with OAuth is not set up on this server; paste an API token instead.',
      );
    const url = new URL(config.endpoints.authorizeUrl);
    url.searchParams.set('client_id', config.oauthApp.clientId);
    url.searchParams.set('redirect_uri', redirectUri);
    url.searchParams.set('state', state);
    return url.toString();
  },

  async exchangeCode(config, code, redirectUri) {
    const grant = await requestPipedriveToken(pipedriveAdapter, config, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
    });
    // The token answer is the only place Pipedrive names an OAuth token's scopes, so they are checked here.
    const missing = grant.scopes ? missingScopes(grant.scopes) : [];
    if (missing.length > 0) {
      if (grant.refreshToken) await revokePipedriveGrant(config, grant.refreshToken);
      throw new CrmError(
        'scope',
        `The Pipedrive app this server uses lacks the scopes ${missing.join(', ')}. Whoever runs Signalboard must add them to the app in Pipedrive's Developer Hub; then connect again.`,
      );
    }
    return grant;
  },

  refresh(config, refreshToken) {
    return requestPipedriveToken(pipedriveAdapter, config, {
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
    });
  },

  async revoke(config, credentials, refreshToken) {
    // An API token cannot be revoked through the API: its user regenerates it in Pipedrive.
    if (credentials.kind === 'oauth' && refreshToken) await revokePipedriveGrant(config, refreshToken);
  },

  async account(session): Promise<CrmAccount> {
    const { body } = await session.request<CurrentUser>({ method: 'GET', path: '/api/v1/users/me' });
    const user = body?.data;
    if (!user || user.company_id === undefined)
      throw new CrmError(
        'unavailable',
        'Pipedrive did not say which company this token belongs to. Try again.',
      );
    return {
      id: String(user.company_id),
      name: user.company_name ?? user.company_domain ?? String(user.company_id),
      slug: user.company_domain ?? null,
      scopes: null,
    };
  },

  async prepare(session) {
    return { authorKeyField: await ensureAuthorKeyField(session) };
  },

  async upsertPerson(session, person, mapping, prepared) {
    const keyField = prepared.authorKeyField ?? (await ensureAuthorKeyField(session));
    const id = await upsertPipedrivePerson(session, person, mapping, keyField);
    return { id, url: pipedriveAdapter.recordUrl(session, id) };
  },

  findNote: findPipedriveNote,
  createNote: createPipedriveNote,
  ensureLead: ensurePipedriveLead,
  errorFrom: pipedriveErrorFrom,
  waitFrom: pipedriveWaitFrom,

  recordUrl({ endpoints, account }, personId) {
    const appUrl = endpoints.appUrl.replace(/\/+$/, '');
    // The company's own host is the link Pipedrive itself shares; a fake's app URL is used as given.
    if (appUrl === crmDefaultEndpoints.pipedrive.appUrl && account?.slug)
      return `https://${account.slug}.pipedrive.com/person/${encodeURIComponent(personId)}`;
    return `${appUrl}/person/${encodeURIComponent(personId)}`;
  },
};
