// Field rules for the auth forms. Each returns the message to show, or null when the value is fine.
export type Validator<V extends Record<string, string>> = (value: string, values: V) => string | null;

export const MIN_PASSWORD_LENGTH = 8;

// Deliberately loose: one "@", something on each side, a dot in the domain. The server decides.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const required =
  (label: string) =>
  (value: string): string | null =>
    value.trim() ? null : `${label} is required.`;

export const email = (value: string): string | null =>
  !value.trim() || EMAIL_PATTERN.test(value.trim())
    ? null
    : 'Enter a valid e-mail address, like name@example.com.';

export const minPasswordLength = (value: string): string | null =>
  !value || value.length >= MIN_PASSWORD_LENGTH
    ? null
    : `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`;

export const maxLength =
  (label: string, max: number) =>
  (value: string): string | null =>
    value.trim().length <= max ? null : `${label} must be at most ${max} characters.`;
