import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'google');
const tokenFixture = JSON.parse(
  readFileSync(path.join(fixtures, 'docs-example-oauth-token-response.json'), 'utf8'),
) as Record<string, unknown>;
const userinfoFixture = JSON.parse(
  readFileSync(path.join(fixtures, 'userinfo-oidc-email-scope-only-user-redacted.json'), 'utf8'),
) as Record<string, unknown>;

export const fakeGoogleClient = {
  id: 'fake-client-id.apps.googleusercontent.com',
  secret: 'fake-client-secret',
};

/** The recorded userinfo shape (email scope only: no name fields) with this test's identity. */
export function userinfoProfile(overrides: Record<string, unknown>): Record<string, unknown> {
  return { ...userinfoFixture, ...overrides };
}

interface Grant {
  challenge: string;
  redirectUri: string;
  profile: Record<string, unknown>;
  used: boolean;
}

/**
 * A local server speaking Google's token endpoint (form POST, client credentials, PKCE S256) and
 * userinfo endpoint (bearer token) wire formats, in the shapes of the recorded fixtures.
 */
export async function startFakeGoogle() {
  const grants = new Map<string, Grant>();
  const accessTokens = new Map<string, Record<string, unknown>>();
  const tokenRequests: Record<string, string>[] = [];

  const server = createServer(async (request, response) => {
    const send = (status: number, body: unknown) => {
      response
        .writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
        .end(JSON.stringify(body));
    };
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (request.method === 'POST' && url.pathname === '/token') {
      const form = Object.fromEntries(new URLSearchParams(await readBody(request)));
      tokenRequests.push(form);
      const grant = form.code ? grants.get(form.code) : undefined;
      const [clientId, clientSecret] = basicCredentials(request) ?? [form.client_id, form.client_secret];
      const challenge = createHash('sha256')
        .update(form.code_verifier ?? '')
        .digest('base64url');
      if (clientId !== fakeGoogleClient.id || clientSecret !== fakeGoogleClient.secret) {
        return send(401, { error: 'invalid_client', error_description: 'Unauthorized' });
      }
      if (
        form.grant_type !== 'authorization_code' ||
        !grant ||
        grant.used ||
        grant.challenge !== challenge ||
        grant.redirectUri !== form.redirect_uri
      ) {
        return send(400, { error: 'invalid_grant', error_description: 'Bad Request' });
      }
      grant.used = true;
      const accessToken = `ya29.${randomBytes(16).toString('hex')}`;
      accessTokens.set(accessToken, grant.profile);
      return send(200, { ...tokenFixture, access_token: accessToken });
    }
    if (request.method === 'GET' && url.pathname === '/userinfo') {
      const profile = accessTokens.get((request.headers.authorization ?? '').replace(/^Bearer /, ''));
      if (!profile) return send(401, { error: 'invalid_request', error_description: 'Invalid Credentials' });
      return send(200, profile);
    }
    return send(404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    env: {
      GOOGLE_CLIENT_ID: fakeGoogleClient.id,
      GOOGLE_CLIENT_SECRET: fakeGoogleClient.secret,
      GOOGLE_AUTH_URL: `${base}/auth`,
      GOOGLE_TOKEN_URL: `${base}/token`,
      GOOGLE_USERINFO_URL: `${base}/userinfo`,
    },
    authUrl: `${base}/auth`,
    tokenRequests,
    /** What Google does when the user consents: a code bound to the PKCE challenge, returned with the state. */
    approve(authorizationUrl: string, profile: Record<string, unknown>): { code: string; state: string } {
      const params = new URL(authorizationUrl).searchParams;
      const code = `4/${randomBytes(12).toString('hex')}`;
      grants.set(code, {
        challenge: params.get('code_challenge') ?? '',
        redirectUri: params.get('redirect_uri') ?? '',
        profile,
        used: false,
      });
      return { code, state: params.get('state') ?? '' };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function basicCredentials(request: IncomingMessage): [string, string] | null {
  const match = /^Basic (.+)$/.exec(request.headers.authorization ?? '');
  if (!match?.[1]) return null;
  const [id, secret] = Buffer.from(match[1], 'base64').toString('utf8').split(':');
  return [decodeURIComponent(id ?? ''), decodeURIComponent(secret ?? '')];
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
