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

/**
 * A reply voice as stored: line breaks made `\n`, trimmed, null when empty. It goes into a prompt and is
 * shown in a text field, so control characters other than line breaks and tabs are refused (a NUL never
 * gets this far: every route refuses one).
 */
export function replyVoiceOf(value: string | null): string | null {
  const voice = (value ?? '').replace(/\r\n?/g, '\n').trim();
  // eslint-disable-next-line no-control-regex -- control characters are what this looks for
  if (/[\u0000-\u0008\u000b-\u001f\u007f]/.test(voice))
    throw new DomainError('VALIDATION_ERROR', {
      field: 'reply_voice',
      detail: 'reply_voice: must be plain text; line breaks and tabs are the only control characters allowed',
    });
  return voice || null;
}
