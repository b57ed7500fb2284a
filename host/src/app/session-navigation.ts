// What the shell does when the session ends: the query cache is already cleared by
// @signalboard/shared/query; here analytics forgets the user and the router goes to sign-in.
import { onSignOut, signInPathFor } from '@signalboard/shared/session';
import { resetAnalytics } from '../analytics/analytics';
import { isPublicPath } from './remote-mounts';

interface Navigator {
  state: { location: { pathname: string; search: string } };
  navigate: (to: string, options?: { replace?: boolean }) => unknown;
}

/** Where to go after a sign-out, or null to stay (a 401 on a public page keeps the user there). */
export function signOutDestination(
  reason: 'sign-out' | 'unauthorized',
  pathname: string,
  search: string,
): string | null {
  if (reason === 'sign-out') return '/sign-in';
  if (isPublicPath(pathname)) return null;
  return signInPathFor(`${pathname}${search}`);
}

export function installSessionNavigation(router: Navigator): () => void {
  return onSignOut((reason) => {
    resetAnalytics();
    const { pathname, search } = router.state.location;
    const to = signOutDestination(reason, pathname, search);
    if (to) void router.navigate(to, { replace: true });
  });
}
