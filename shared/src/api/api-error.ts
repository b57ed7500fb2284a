// The one error type the API client raises. Its message is what the user should read: the server's
// `detail` when it sent one, otherwise a sentence chosen by the caller for that call, in words either
// way (error-sentences.ts turns machine texts such as "getaddrinfo ENOTFOUND" into sentences).
import { errorSentence } from './error-sentences';

/** Server error body: `{ detail, code, field? }` (see the API contract). */
export interface ApiErrorBody {
  detail?: unknown;
  code?: unknown;
  field?: unknown;
}

function stringField(body: unknown, key: keyof ApiErrorBody): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as ApiErrorBody)[key];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when the server could not be reached. */
  readonly status: number;
  /** The parsed response body (JSON when it was JSON, else text), as the server sent it. */
  readonly body: unknown;
  /** The server's sentence as it sent it (the message may have put it in plainer words). */
  readonly detail: string | undefined;
  /** The server's stable error code, e.g. LOGIN_BAD_CREDENTIALS. */
  readonly code: string | undefined;
  /** The field a 422 names. */
  readonly field: string | undefined;

  /** `useDetail: false` keeps the given message even when the server sent a detail. */
  constructor(status: number, body: unknown, fallbackMessage: string, options: { useDetail?: boolean } = {}) {
    const detail = stringField(body, 'detail');
    super(errorSentence(options.useDetail === false ? fallbackMessage : (detail ?? fallbackMessage)));
    this.status = status;
    this.body = body;
    this.detail = detail;
    this.code = stringField(body, 'code');
    this.field = stringField(body, 'field');
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** True for a 4xx answer: asking again will not change it, so queries do not retry these. */
export function isClientError(error: unknown): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500;
}

/**
 * The sentence to show for a failed call: the error's message (for an ApiError, the server's detail
 * or the call's own sentence) in words, or `fallback` for anything thrown without one.
 */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? errorSentence(error.message) : fallback;
}
