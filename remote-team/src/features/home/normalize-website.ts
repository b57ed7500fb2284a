// The website as the API stores it: null when left empty, and with https:// when typed without a
// scheme ("example.com"), so links built from it work.
export function normalizeWebsite(value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}
