import { DomainError } from '../../errors/error-catalogue.js';

/** A project's website as stored: trimmed, null when empty; anything but an http(s) URL is refused. */
export function websiteOf(value: string | null): string | null {
  const website = value?.trim() ?? '';
  if (website === '') return null;
  let url: URL | null = null;
  try {
    url = new URL(website);
  } catch {
    url = null;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:'))
    throw new DomainError('VALIDATION_ERROR', {
      field: 'website',
      detail: 'website: must be an http(s) URL, e.g. https://example.com',
    });
  return website;
}

/** A business description as stored: trimmed, null when empty. */
export function descriptionOf(value: string | null): string | null {
  return value?.trim() || null;
}
