// Where to go after signing in: the page the guard turned the user away from, carried in ?next=.
// Only same-origin paths are accepted, so a crafted link cannot send a user to another site.

export const NEXT_PARAM = 'next';

/** Returns `next` when it is a same-origin path ("/x", not "//x" or "https://x"), otherwise "/". */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  return next;
}

/** The path to go to after sign-in, read from a location search string like "?next=%2Fteam". */
export function nextPathFromSearch(search: string): string {
  return safeNextPath(new URLSearchParams(search).get(NEXT_PARAM));
}

/** The sign-in address that returns to `path` afterwards ("/" needs no next). */
export function signInPathFor(path: string): string {
  const next = safeNextPath(path);
  return next === '/' ? '/sign-in' : `/sign-in?${NEXT_PARAM}=${encodeURIComponent(next)}`;
}
