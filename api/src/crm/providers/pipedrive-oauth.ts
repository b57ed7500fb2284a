import { CrmError } from '../crm-errors.js';
import { crmTimeoutMs, errorFor, excerptOf } from '../crm-http.js';
import type { CrmAdapter, CrmOAuthApp, CrmProviderConfig, CrmTokenGrant } from '../crm-types.js';
import { scopesOf } from './pipedrive-wire.js';

// Pipedrive's OAuth server (oauth.pipedrive.com): the token and revoke endpoints take a form body
// (anything else is refused: "content must be application/x-www-form-urlencoded") and the app's
// credentials as HTTP Basic. Tokens last `expires_in` seconds (an hour); the answer's `api_domain` is the
// company's own API host, which every later call must use.

function oauthApp(config: CrmProviderConfig): CrmOAuthApp {
  if (!config.oauthApp)
    throw new CrmError(
      'auth',
      'Connecting Pipedrive with OAuth is not set up on this server (PIPEDRIVE_CLIENT_ID and PIPEDRIVE_CLIENT_SECRET). Paste a Pipedrive API token instead.',
    );
  return config.oauthApp;
}

function basic(app: CrmOAuthApp): string {
  return `Basic ${Buffer.from(`${app.clientId}:${app.clientSecret}`).toString('base64')}`;
}

/** RFC 7009 revocation lives beside the token endpoint (https://oauth.pipedrive.com/oauth/revoke). */
export function revokeUrlOf(tokenUrl: string): string {
  return new URL('revoke', tokenUrl.endsWith('/') ? tokenUrl.slice(0, -1) : tokenUrl).toString();
}

async function postForm(url: string, app: CrmOAuthApp, form: Record<string, string>): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: {
      authorization: basic(app),
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
    },
    body: new URLSearchParams(form).toString(),
    signal: AbortSignal.timeout(crmTimeoutMs),
    redirect: 'error',
  });
}

/** One call to the token endpoint: a code exchange or a refresh. */
export async function requestPipedriveToken(
  adapter: CrmAdapter,
  config: CrmProviderConfig,
  form: Record<string, string>,
  now = new Date(),
): Promise<CrmTokenGrant> {
  const app = oauthApp(config);
  let response: Response;
  try {
    response = await postForm(config.endpoints.tokenUrl, app, form);
  } catch {
    throw new CrmError('unavailable', 'Pipedrive could not be reached to sign in. Try again in a moment.');
  }
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  if (!response.ok) {
    const error = errorFor(adapter, response.status, body, text ? excerptOf(text) : null, null);
    // A used, expired or revoked code or refresh token is not a data problem: the grant is gone.
    if (error.kind === 'validation' && ['invalid_grant', 'invalid_client'].includes(error.details.code ?? ''))
      throw new CrmError('auth', `${error.message}. Connect Pipedrive again.`, error.details);
    throw error;
  }
  const grant = body as Record<string, unknown> | null;
  const accessToken = grant?.access_token;
  if (typeof accessToken !== 'string' || !accessToken)
    throw new CrmError('unavailable', 'Pipedrive answered the sign-in without an access token. Try again.');
  const expiresIn = Number(grant?.expires_in);
  const apiDomain = typeof grant?.api_domain === 'string' ? grant.api_domain.replace(/\/+$/, '') : null;
  return {
    accessToken,
    refreshToken: typeof grant?.refresh_token === 'string' ? grant.refresh_token : null,
    expiresAt:
      Number.isFinite(expiresIn) && expiresIn > 0 ? new Date(now.getTime() + expiresIn * 1000) : null,
    scopes: scopesOf(grant?.scope),
    apiDomain: apiDomain && /^https?:\/\//.test(apiDomain) ? apiDomain : null,
  };
}

/** Best effort: revoking the refresh token ends the whole grant (the app is uninstalled for that user). */
export async function revokePipedriveGrant(config: CrmProviderConfig, refreshToken: string): Promise<void> {
  if (!config.oauthApp) return;
  try {
    const response = await postForm(revokeUrlOf(config.endpoints.tokenUrl), config.oauthApp, {
      token: refreshToken,
      token_type_hint: 'refresh_token',
    });
    await response.body?.cancel();
  } catch {
    // Disconnecting must not fail because Pipedrive is unreachable: the grant expires unused in 60 days.
  }
}
