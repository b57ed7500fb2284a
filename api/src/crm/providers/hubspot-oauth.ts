import { CrmError } from '../crm-errors.js';
import { crmTimeoutMs, errorFor, excerptOf } from '../crm-http.js';
import type { CrmAdapter, CrmCredentials, CrmProviderConfig, CrmTokenGrant } from '../crm-types.js';
import { hubspotPaths } from './hubspot-wire.js';

// HubSpot's OAuth: the consent page, then the token endpoint (form-encoded, the app's client id and
// secret in the body, never in the URL) for a code or a refresh token, and the revocation of a refresh
// token. Docs: https://developers.hubspot.com/docs/api-reference/latest/authentication/manage-oauth-tokens
// Access tokens live 30 minutes (`expires_in`); the refresh token does not rotate.

interface TokenAnswer {
  access_token?: string;
  refresh_token?: string;
  expires_in?: number;
  scopes?: string[];
  hub_id?: number;
}

function appOf(config: CrmProviderConfig): { clientId: string; clientSecret: string } {
  if (!config.oauthApp)
    throw new CrmError(
      'validation',
      'Connecting HubSpot with OAuth is not set up on this server: set HUBSPOT_CLIENT_ID and HUBSPOT_CLIENT_SECRET, or paste a private app token instead.',
    );
  return config.oauthApp;
}

export function hubspotAuthorizationUrl(
  config: CrmProviderConfig,
  scopes: string[],
  redirectUri: string,
  state: string,
): string {
  const url = new URL(config.endpoints.authorizeUrl);
  url.searchParams.set('client_id', appOf(config).clientId);
  url.searchParams.set('redirect_uri', redirectUri);
  // HubSpot wants the scopes space-separated in `scope`; URLSearchParams encodes the spaces.
  url.searchParams.set('scope', scopes.join(' '));
  url.searchParams.set('state', state);
  return url.toString();
}

async function postForm(
  url: string,
  form: Record<string, string>,
): Promise<{ status: number; body: unknown; text: string }> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams(form).toString(),
      signal: AbortSignal.timeout(crmTimeoutMs),
      redirect: 'error',
    });
  } catch {
    throw new CrmError('unavailable', 'HubSpot could not be reached to sign in.');
  }
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  return { status: response.status, body, text };
}

/** Asks the token endpoint for a grant; a refused code or refresh token means signing in again. */
export async function hubspotGrant(
  adapter: CrmAdapter,
  config: CrmProviderConfig,
  form: Record<string, string>,
  previousRefreshToken: string | null,
): Promise<CrmTokenGrant> {
  const app = appOf(config);
  const answer = await postForm(config.endpoints.tokenUrl, {
    ...form,
    client_id: app.clientId,
    client_secret: app.clientSecret,
  });
  const body = (answer.body ?? {}) as TokenAnswer & { error?: string };
  if (answer.status < 200 || answer.status >= 300 || typeof body.access_token !== 'string') {
    const excerpt = answer.text ? excerptOf(answer.text) : null;
    if (body.error === 'invalid_grant') {
      const { message, code } = adapter.errorFrom(answer.status, answer.body);
      throw new CrmError('auth', message, { status: answer.status, code, excerpt });
    }
    throw errorFor(adapter, answer.status, answer.body, excerpt, null);
  }
  const scopes = Array.isArray(body.scopes) ? body.scopes.filter((scope) => typeof scope === 'string') : null;
  if (scopes) {
    const missing = adapter.requiredScopes.filter((scope) => !scopes.includes(scope));
    if (missing.length > 0) throw missingScopesError(missing);
  }
  return {
    accessToken: body.access_token,
    refreshToken: typeof body.refresh_token === 'string' ? body.refresh_token : previousRefreshToken,
    expiresAt: typeof body.expires_in === 'number' ? new Date(Date.now() + body.expires_in * 1000) : null,
    scopes,
    apiDomain: null,
  };
}

export function missingScopesError(missing: string[]): CrmError {
  return new CrmError(
    'scope',
    `The HubSpot token is missing the scopes ${missing.join(', ')}. Give the app (or private app) these scopes in HubSpot and connect again.`,
  );
}

/** Best effort: a revoked refresh token ends the grant; private app tokens are revoked in HubSpot only. */
export async function hubspotRevoke(
  config: CrmProviderConfig,
  credentials: CrmCredentials,
  refreshToken: string | null,
): Promise<void> {
  if (credentials.kind !== 'oauth' || !refreshToken || !config.oauthApp) return;
  try {
    await postForm(`${config.endpoints.apiBaseUrl}${hubspotPaths.revoke}`, {
      token: refreshToken,
      token_type_hint: 'refresh_token',
      client_id: config.oauthApp.clientId,
      client_secret: config.oauthApp.clientSecret,
    });
  } catch {
    // The connection is removed on our side whatever HubSpot says.
  }
}
