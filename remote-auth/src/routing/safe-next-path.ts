// Where to go after signing in. `next` comes from the address bar, so only a path on this origin is
// followed: anything that could leave the app (//host, /\host, a scheme, control characters) is not.
export function safeNextPath(next: string | null | undefined, fallback = '/'): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  // eslint-disable-next-line no-control-regex -- rejecting control characters is the point
  if (/[\u0000-\u001f\u007f\\]/.test(next)) return fallback;
  const base = 'http://signalboard.invalid';
  const url = new URL(next, base);
  if (url.origin !== base) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
