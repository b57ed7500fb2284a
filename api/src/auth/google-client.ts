import { CodeChallengeMethod, generateCodeVerifier, generateState, OAuth2Client } from 'arctic';
import type { GoogleConfig } from '../config.js';
import { DomainError } from '../errors/error-catalogue.js';
import type { OAuthRepository } from '../repositories/oauth-repository.js';
import { hashSecretToken } from './secret-tokens.js';

export interface GoogleProfile {
  sub: string;
  email: string | null;
  emailVerified: boolean;
  givenName: string | null;
  familyName: string | null;
  /** The userinfo response as received, kept for /users_info/google_user_info. */
  raw: Record<string, unknown>;
}

const provider = 'google';
const scopes = ['openid', 'email', 'profile'];

/** Google sign-in: authorization code flow with PKCE; state and verifier live server-side (oauth_states). */
export function googleClient(config: GoogleConfig, appUrl: () => string, oauth: OAuthRepository) {
  // Built per use: embedded mode learns its APP_URL (the listening address) only after start-up.
  const client = () =>
    new OAuth2Client(config.clientId, config.clientSecret, `${appUrl()}/google-auth-callback`);

  return {
    async authorizationUrl(): Promise<string> {
      const state = generateState();
      const codeVerifier = generateCodeVerifier();
      await oauth.saveState(provider, hashSecretToken(state), codeVerifier);
      return client()
        .createAuthorizationURLWithPKCE(config.authUrl, state, CodeChallengeMethod.S256, codeVerifier, scopes)
        .toString();
    },

    /** Checks the state (once, within 10 minutes), exchanges the code and reads the user's profile. */
    async profileFromCallback(code: string, state: string): Promise<GoogleProfile> {
      const codeVerifier = await oauth.takeState(provider, hashSecretToken(state));
      if (codeVerifier === null) throw new DomainError('OAUTH_INVALID_STATE');
      let accessToken: string;
      try {
        const tokens = await client().validateAuthorizationCode(config.tokenUrl, code, codeVerifier);
        accessToken = tokens.accessToken();
      } catch {
        throw new DomainError('OAUTH_CODE_EXCHANGE_FAILED');
      }
      return fetchProfile(config.userinfoUrl, accessToken);
    },

    /** A callback carrying ?error= still burns its state, so it cannot be replayed with a code later. */
    async discardState(state: string): Promise<void> {
      await oauth.takeState(provider, hashSecretToken(state));
    },
  };
}

export type GoogleClient = ReturnType<typeof googleClient>;

async function fetchProfile(userinfoUrl: string, accessToken: string): Promise<GoogleProfile> {
  let raw: Record<string, unknown>;
  try {
    const response = await fetch(userinfoUrl, {
      headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`userinfo answered ${response.status}`);
    raw = (await response.json()) as Record<string, unknown>;
  } catch {
    throw new DomainError('OAUTH_CODE_EXCHANGE_FAILED');
  }
  if (typeof raw.sub !== 'string' || raw.sub === '') throw new DomainError('OAUTH_CODE_EXCHANGE_FAILED');
  const text = (key: string) =>
    typeof raw[key] === 'string' && raw[key] !== '' ? (raw[key] as string) : null;
  return {
    sub: raw.sub,
    email: text('email'),
    // Google's userinfo sends a boolean; its tokeninfo and older docs send the string "true".
    emailVerified: raw.email_verified === true || raw.email_verified === 'true',
    givenName: text('given_name'),
    familyName: text('family_name'),
    raw,
  };
}
