// The auth part of the API contract (common.md), in memory: accounts, login, verification and
// reset tokens, Google OAuth. Tests drive the screens against it and can replace any route.
import { errorReply, startApiServer, type ApiReply, type ApiServer } from '@signalboard/shared/testing';

export interface TestAccount {
  id: string;
  email: string;
  password: string;
  first_name: string | null;
  last_name: string | null;
  is_verified: boolean;
}

export interface AuthApi extends ApiServer {
  accounts: Map<string, TestAccount>;
  /** Valid verification tokens -> e-mail. */
  verifyTokens: Map<string, string>;
  /** Valid reset tokens -> e-mail. */
  resetTokens: Map<string, string>;
  /** E-mails the API "sent" (verification, reset), newest last. */
  mails: { to: string; kind: 'verify' | 'reset' }[];
  addAccount: (email: string, password: string) => TestAccount;
}

const userRead = (account: TestAccount) => ({
  id: account.id,
  email: account.email,
  first_name: account.first_name,
  last_name: account.last_name,
  is_active: true,
  is_superuser: false,
  is_verified: account.is_verified,
  created_at: '2025-01-01T00:00:00.000Z',
});

const tokenFor = (account: TestAccount) => `token-${account.id}`;

function bodyField(body: unknown, name: string): string {
  const value = (body as Record<string, unknown> | null)?.[name];
  return typeof value === 'string' ? value : '';
}

export async function startAuthApi(options: { googleConfigured?: boolean } = {}): Promise<AuthApi> {
  const accounts = new Map<string, TestAccount>();
  const verifyTokens = new Map<string, string>();
  const resetTokens = new Map<string, string>();
  const mails: AuthApi['mails'] = [];
  let nextId = 1;

  const addAccount = (email: string, password: string): TestAccount => {
    const account: TestAccount = {
      id: `user-${nextId++}`,
      email,
      password,
      first_name: null,
      last_name: null,
      is_verified: false,
    };
    accounts.set(email, account);
    return account;
  };

  const accountFromHeader = (authorization: string | undefined): TestAccount | undefined =>
    [...accounts.values()].find((a) => authorization === `Bearer ${tokenFor(a)}`);

  const invalidPassword = (password: string, email: string): ApiReply | null => {
    if (password.length < 8) {
      return errorReply(400, 'REGISTER_INVALID_PASSWORD', 'Password should be at least 8 characters.');
    }
    if (email && password.toLowerCase().includes(email.toLowerCase())) {
      return errorReply(400, 'REGISTER_INVALID_PASSWORD', 'Password should not contain your e-mail.');
    }
    return null;
  };

  const server = await startApiServer({
    'POST /auth/jwt/login': ({ body }) => {
      const account = accounts.get(bodyField(body, 'username'));
      if (!account || account.password !== bodyField(body, 'password')) {
        return errorReply(400, 'LOGIN_BAD_CREDENTIALS', 'Incorrect e-mail or password.');
      }
      return { status: 200, body: { access_token: tokenFor(account), token_type: 'bearer' } };
    },
    'POST /auth/register': ({ body }) => {
      const email = bodyField(body, 'email');
      const password = bodyField(body, 'password');
      if (accounts.has(email)) {
        return errorReply(400, 'REGISTER_USER_ALREADY_EXISTS', 'An account with this e-mail already exists.');
      }
      const invalid = invalidPassword(password, email);
      if (invalid) return invalid;
      const account = addAccount(email, password);
      verifyTokens.set(`verify-${account.id}`, email);
      mails.push({ to: email, kind: 'verify' });
      return { status: 201, body: userRead(account) };
    },
    'POST /auth/request-verify-token': ({ body }) => {
      const account = accounts.get(bodyField(body, 'email'));
      if (account && !account.is_verified) {
        verifyTokens.set(`verify-${account.id}-again`, account.email);
        mails.push({ to: account.email, kind: 'verify' });
      }
      return { status: 202, body: null };
    },
    'POST /auth/verify': ({ body }) => {
      const account = accounts.get(verifyTokens.get(bodyField(body, 'token')) ?? '');
      if (!account)
        return errorReply(400, 'VERIFY_USER_BAD_TOKEN', 'This verification link is invalid or has expired.');
      if (account.is_verified) {
        return errorReply(400, 'VERIFY_USER_ALREADY_VERIFIED', 'This account is already verified.');
      }
      account.is_verified = true;
      return { status: 200, body: userRead(account) };
    },
    'POST /auth/forgot-password': ({ body }) => {
      const account = accounts.get(bodyField(body, 'email'));
      if (account) {
        resetTokens.set(`reset-${account.id}`, account.email);
        mails.push({ to: account.email, kind: 'reset' });
      }
      return { status: 202, body: null };
    },
    'POST /auth/reset-password': ({ body }) => {
      const token = bodyField(body, 'token');
      const account = accounts.get(resetTokens.get(token) ?? '');
      if (!account)
        return errorReply(400, 'RESET_PASSWORD_BAD_TOKEN', 'This reset link is invalid or has expired.');
      const password = bodyField(body, 'password');
      if (password.length < 8) {
        return errorReply(
          400,
          'RESET_PASSWORD_INVALID_PASSWORD',
          'Password should be at least 8 characters.',
        );
      }
      account.password = password;
      resetTokens.delete(token);
      return { status: 200, body: null };
    },
    'GET /auth/methods': () => ({
      status: 200,
      body: { password: true, google: options.googleConfigured !== false },
    }),
    'GET /auth/google/authorize': () =>
      options.googleConfigured === false
        ? errorReply(503, 'GOOGLE_NOT_CONFIGURED', 'Sign in with Google is not configured on this server.')
        : { status: 200, body: { authorization_url: 'https://accounts.google.test/o/oauth2/auth?state=s1' } },
    'GET /auth/google/callback': ({ query }) => {
      if (query.error) return errorReply(400, 'OAUTH_ACCESS_DENIED', 'Google sign-in was cancelled.');
      if (query.state !== 's1')
        return errorReply(400, 'OAUTH_INVALID_STATE', 'The sign-in link has expired.');
      const account = accounts.get('google.user@example.com') ?? addAccount('google.user@example.com', '');
      return { status: 200, body: { access_token: tokenFor(account), token_type: 'bearer' } };
    },
    'GET /users_info/me': ({ authorization }) => {
      const account = accountFromHeader(authorization);
      return account
        ? { status: 200, body: userRead(account) }
        : errorReply(401, 'UNAUTHORIZED', 'Unauthorized');
    },
    'PATCH /users_info/update_name': ({ authorization, query }) => {
      const account = accountFromHeader(authorization);
      if (!account) return errorReply(401, 'UNAUTHORIZED', 'Unauthorized');
      account.first_name = query.first_name ?? null;
      account.last_name = query.last_name ?? null;
      return { status: 200, body: userRead(account) };
    },
  });

  return { ...server, accounts, verifyTokens, resetTokens, mails, addAccount };
}
