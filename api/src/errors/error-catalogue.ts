/**
 * Every failure the API reports on purpose: a stable code, its HTTP status and the sentence users read.
 * Handlers throw `new DomainError('CODE')`; the error handler turns it into `{ detail, code }`.
 */
export const errorCatalogue = {
  UNAUTHORIZED: { status: 401, detail: 'Sign in to continue.' },
  LOGIN_BAD_CREDENTIALS: { status: 400, detail: 'Incorrect e-mail or password.' },
  LOGIN_USER_INACTIVE: { status: 400, detail: 'This account has been deactivated.' },
  REGISTER_USER_ALREADY_EXISTS: {
    status: 400,
    detail: 'An account with this e-mail address already exists.',
  },
  REGISTER_INVALID_PASSWORD: {
    status: 400,
    detail: 'Choose a password of at least 8 characters that does not contain your e-mail address.',
  },
  VERIFY_USER_BAD_TOKEN: {
    status: 400,
    detail: 'This verification link is invalid or has expired. Request a new one.',
  },
  VERIFY_USER_ALREADY_VERIFIED: { status: 400, detail: 'This e-mail address is already verified.' },
  RESET_PASSWORD_BAD_TOKEN: {
    status: 400,
    detail: 'This password reset link is invalid or has expired. Request a new one.',
  },
  RESET_PASSWORD_INVALID_PASSWORD: {
    status: 400,
    detail: 'Choose a password of at least 8 characters that does not contain your e-mail address.',
  },
  GOOGLE_NOT_CONFIGURED: { status: 503, detail: 'Sign in with Google is not configured on this server.' },
  OAUTH_INVALID_STATE: {
    status: 400,
    detail: 'This sign-in link has expired or was already used. Please try again.',
  },
  OAUTH_ACCESS_DENIED: { status: 400, detail: 'Sign in with Google was cancelled.' },
  OAUTH_CODE_EXCHANGE_FAILED: {
    status: 400,
    detail: 'Google did not confirm the sign-in. Please try again.',
  },
  OAUTH_EMAIL_NOT_VERIFIED: { status: 400, detail: 'Your Google account has no verified e-mail address.' },
  GOOGLE_ACCOUNT_NOT_LINKED: { status: 404, detail: 'No Google account is linked to this user.' },
  ADMIN_ONLY: { status: 403, detail: 'Only administrators can do this.' },
  USER_NOT_FOUND: { status: 404, detail: 'No user has this e-mail address.' },
  ORGANIZATION_NOT_FOUND: { status: 404, detail: 'Organization not found' },
  ALREADY_IN_ORGANIZATION: { status: 409, detail: 'You already belong to an organization.' },
  ORGANIZATION_REQUIRED: { status: 403, detail: 'Create or join an organization first.' },
  RATE_LIMITED: { status: 429, detail: 'Too many attempts. Please wait a minute and try again.' },
  VALIDATION_ERROR: { status: 422, detail: 'The request is not valid.' },
  INVALID_JSON: { status: 400, detail: 'The request body is not valid JSON.' },
  PAYLOAD_TOO_LARGE: { status: 413, detail: 'The request body is too large (the limit is 1 MiB).' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, detail: 'This content type is not supported here.' },
  BAD_REQUEST: { status: 400, detail: 'The request could not be understood.' },
  NOT_FOUND: { status: 404, detail: 'Nothing here.' },
  INTERNAL_ERROR: { status: 500, detail: 'Something went wrong on our side. Please try again.' },
} as const satisfies Record<string, { status: number; detail: string }>;

export type ErrorCode = keyof typeof errorCatalogue;

export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly field: string | undefined;

  constructor(code: ErrorCode, options: { detail?: string; field?: string } = {}) {
    super(options.detail ?? errorCatalogue[code].detail);
    this.name = 'DomainError';
    this.code = code;
    this.statusCode = errorCatalogue[code].status;
    this.field = options.field;
  }
}
