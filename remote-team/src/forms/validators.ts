// Field rules for this remote's forms. Each returns the message to show, or null when the value is fine.
export type Validator<V extends Record<string, string>> = (value: string, values: V) => string | null;

export const required =
  (label: string) =>
  (value: string): string | null =>
    value.trim() ? null : `${label} is required.`;

export const maxLength =
  (label: string, max: number) =>
  (value: string): string | null =>
    value.trim().length <= max ? null : `${label} must be at most ${max} characters.`;

/** Optional: empty is fine; otherwise a host name with a dot, with or without http(s)://. */
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
