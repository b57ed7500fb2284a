// Field rules for useForm. Each returns the message to show, or null when the value is fine; an
// optional field's rule accepts an empty value (pair it with `required` when the field is not).
export type Validator<V extends Record<string, string>> = (value: string, values: V) => string | null;

/** The API's rule for passwords (at least 8 characters). */
export const MIN_PASSWORD_LENGTH = 8;

// Deliberately loose: one "@", something on each side, a dot in the domain. The server decides.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const required =
  (label: string) =>
  (value: string): string | null =>
    value.trim() ? null : `${label} is required.`;

export const maxLength =
  (label: string, max: number) =>
  (value: string): string | null =>
    value.trim().length <= max ? null : `${label} must be at most ${max} characters.`;

export const email = (value: string): string | null =>
  !value.trim() || EMAIL_PATTERN.test(value.trim())
    ? null
    : 'Enter a valid e-mail address, like name@example.com.';

export const minPasswordLength = (value: string): string | null =>
  !value || value.length >= MIN_PASSWORD_LENGTH
    ? null
    : `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`;

/** A host name with a dot, with or without http(s)://. */
export const website = (value: string): string | null => {
  const trimmed = value.trim();
  if (!trimmed) return null;
  try {
    const url = new URL(/^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
    if (url.hostname.includes('.') && !/\s/.test(trimmed)) return null;
  } catch {
    /* not a URL: fall through */
  }
  return 'Enter a website address, like example.com.';
};
