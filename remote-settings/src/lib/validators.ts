// Field rules the settings forms share. Each returns the message to show (naming the field), or
// null when the value is fine; an empty value is for `required` to judge.

/** True for an absolute http:// or https:// URL with a host. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** An http(s) address; a bare host ("example.com") is read as https://example.com by `toWebsite`. */
export function websiteError(label: string, value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed) && !/^https?:\/\//i.test(trimmed)) {
    return `${label} must start with http:// or https://.`;
  }
  const url = toWebsite(trimmed);
  if (!url || !isHttpUrl(url) || !new URL(url).hostname.includes('.') || /\s/.test(trimmed)) {
    return `${label} must be a web address, like https://example.com.`;
  }
  return null;
}

/** The website as the API stores it: null when empty, https:// added when typed without a scheme. */
export function toWebsite(value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

// Deliberately loose, like the UI kit's rule: the server has the last word.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}
