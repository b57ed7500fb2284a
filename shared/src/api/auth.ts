// /auth calls, made before the user has a token (the public client). None of them stores a token:
// the caller passes `access_token` to `useSession.getState().signIn` itself.
import { ApiError } from './api-error';
import { apiClient, unwrap } from './client';
import type { AccessTokenResponse, GoogleCallbackQuery, User } from './types';

export const LOGIN_FAILED = 'Login failed';
export const LOGIN_NETWORK_ERROR = 'An error occurred while logging in...';
export const SIGN_UP_FAILED = 'Sign up failed';
export const GOOGLE_SIGN_IN_FAILED = 'Sign in with Google failed';
export const requestFailed = (status: number): string => `Request failed with status ${status}`;

/** Signs in with e-mail and password (form-encoded, fastapi-users shape). */
export async function login(email: string, password: string): Promise<AccessTokenResponse> {
  try {
    return await unwrap(
      apiClient('public').POST('/auth/jwt/login', {
        body: { username: email, password },
        bodySerializer: (body) => new URLSearchParams(body).toString(),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      }),
      LOGIN_FAILED,
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 0) throw new ApiError(0, null, LOGIN_NETWORK_ERROR);
    throw error;
  }
}

/** Creates an account; the server sends the verification mail. */
export function register(email: string, password: string): Promise<User> {
  return unwrap(apiClient('public').POST('/auth/register', { body: { email, password } }), SIGN_UP_FAILED);
}

export async function requestVerifyToken(email: string): Promise<void> {
  await unwrap(apiClient('public').POST('/auth/request-verify-token', { body: { email } }), requestFailed);
}

export function verify(token: string): Promise<User> {
  return unwrap(apiClient('public').POST('/auth/verify', { body: { token } }), requestFailed);
}

export async function forgotPassword(email: string): Promise<void> {
  await unwrap(apiClient('public').POST('/auth/forgot-password', { body: { email } }), requestFailed);
}

export async function resetPassword(token: string, password: string): Promise<void> {
  await unwrap(
    apiClient('public').POST('/auth/reset-password', { body: { token, password } }),
    requestFailed,
  );
}

/** Where to send the browser to sign in with Google. */
export async function googleAuthorize(): Promise<string> {
  const { authorization_url } = await unwrap(
    apiClient('public').GET('/auth/google/authorize'),
    GOOGLE_SIGN_IN_FAILED,
  );
  return authorization_url;
}

/** Exchanges the query Google returned to /google-auth-callback for an access token. */
export function googleCallback(query: GoogleCallbackQuery | URLSearchParams): Promise<AccessTokenResponse> {
  const params = query instanceof URLSearchParams ? Object.fromEntries(query) : query;
  return unwrap(
    apiClient('public').GET('/auth/google/callback', { params: { query: params } }),
    GOOGLE_SIGN_IN_FAILED,
  );
}
