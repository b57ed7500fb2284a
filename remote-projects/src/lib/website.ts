// Websites as people type them ("acme.com") and as the API stores them ("https://acme.com").

/** Adds https:// when no http(s) scheme was typed; trims spaces. */
export function normaliseWebsite(input: string): string {
  const trimmed = input.trim();
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/** The site's host, for sentences like "Reading acme.com…"; the text itself if it is not a URL. */
export function websiteHost(url: string): string {
  try {
    return new URL(url).host || url;
  } catch {
    return url;
  }
}
