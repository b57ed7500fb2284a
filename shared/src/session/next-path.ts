// Where to go after signing in: the page the guard turned the user away from, carried in ?next=.
// Only same-origin relative paths are followed, so a crafted link cannot send a user to another site.

export const NEXT_PARAM = 'next';

const ORIGIN = 'http://signalboard.invalid';

/**
 * Returns `next` when it is a path on this origin, normalised ("/a/../b" -> "/b"); otherwise "/".
 * `next` comes from the address bar, so anything a browser could read as another site is refused:
 * "//host", "/\\host", a scheme, control characters (browsers drop a tab or newline, so "/\t/host"
 * would become "//host"), and a path that only starts with "//" once normalised ("/.//host").
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//')) return '/';
  // eslint-disable-next-line no-control-regex -- rejecting control characters is the point
  if (/[\u0000-\u001f\u007f\\]/.test(next)) return '/';
  const url = new URL(next, ORIGIN);
  if (url.origin !== ORIGIN || url.pathname.startsWith('//')) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The path to go to after sign-in, read from a location search string like "?next=%2Fteam". */
export function nextPathFromSearch(search: string): string {
  return safeNextPath(new URLSearchParams(search).get(NEXT_PARAM));
}

/** `page` carrying a return path, e.g. ("/sign-up", "/invite?t=x") -> "/sign-up?next=%2Finvite%3Ft%3Dx". */
export function pathWithNext(page: string, returnTo: string | null | undefined): string {
  const next = safeNextPath(returnTo);
  return next === '/' ? page : `${page}?${NEXT_PARAM}=${encodeURIComponent(next)}`;
}

/** The sign-in address that returns to `path` afterwards ("/" needs no next). */
export function signInPathFor(path: string): string {
  return pathWithNext('/sign-in', path);
}
