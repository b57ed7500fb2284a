// How a mount's routes are rendered under its host path, the same in the host and in a remote's
// standalone dev entry: the remote's routes, and /404 for any sub-path they do not know.
import {
  matchRoutes,
  Navigate,
  renderMatches,
  useParams,
  useResolvedPath,
  useRoutes,
  type RouteObject,
} from '@signalboard/shared/router';

const notFound: RouteObject = { path: '*', element: <Navigate to="/404" replace /> };

export interface MountRoutesProps {
  /** The remote's routes for this mount, relative to the host path. */
  routes: RouteObject[];
  /** The host path is exact (no trailing /*, e.g. "/"): the mount has no sub-paths. */
  exact?: boolean;
}

function DescendantRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes([...routes, notFound]);
}

/**
 * Under an exact host path only the mount's own route ("/" relative to it) can ever match, and
 * descendant routes there would make React Router warn on every visit. So that route is matched
 * here and rendered directly, carrying the host route's params and path (for relative links).
 */
function ExactMountRoute({ routes }: { routes: RouteObject[] }) {
  const params = useParams();
  const base = useResolvedPath('.').pathname;
  const matches = matchRoutes([...routes, notFound], '/') ?? [];
  return renderMatches(
    matches.map((match) => ({
      ...match,
      params: { ...params, ...match.params },
      pathname: base,
      pathnameBase: base,
    })),
  );
}

export function MountRoutes({ routes, exact = false }: MountRoutesProps) {
  return exact ? <ExactMountRoute routes={routes} /> : <DescendantRoutes routes={routes} />;
}
