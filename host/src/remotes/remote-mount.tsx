// Renders one mount of a remote: fetched lazily (spinner meanwhile), inside its own error boundary,
// with a Retry that drops the cached load and builds a new React.lazy so the remote is fetched again.
import type { RemoteName } from '@signalboard/shared/contract';
import { PageSpinner } from '@signalboard/shared/ui';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { useRemoteLoader } from './remote-loader-context';
import type { RemoteRoutesLoader } from './remote-routes-loader';

export interface RemoteMountProps {
  remote: RemoteName;
  mount: string;
  area: string;
  /** The mount is the host's index route ("/"). */
  index?: boolean;
}

const notFound: RouteObject = { path: '*', element: <Navigate to="/404" replace /> };

function MountRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes([...routes, notFound]);
}

/**
 * A mount at an index route ("/") has no sub-paths: its index route is rendered directly
 * (descendant routes under an index route would make React Router warn on every visit).
 */
function MountIndex({ routes }: { routes: RouteObject[] }) {
  const route = routes.find((r) => r.index);
  if (!route) return notFound.element;
  const { element, Component } = route;
  return element ?? (Component ? <Component /> : null);
}

function lazyMount(
  loader: RemoteRoutesLoader,
  remote: RemoteName,
  mount: string,
  indexOnly: boolean,
): ComponentType {
  return lazy(async () => {
    const loaded = await loader.load(remote);
    const routes = (loaded.mounts as Record<string, RouteObject[] | undefined>)[mount];
    if (!routes) throw new Error(`The ${remote} remote does not provide the "${mount}" mount.`);
    const Routes = indexOnly ? MountIndex : MountRoutes;
    return { default: () => <Routes routes={routes} /> };
  });
}

export function RemoteMount({ remote, mount, area, index = false }: RemoteMountProps) {
  const loader = useRemoteLoader();
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt: React.lazy remembers a failure forever.
  const [Mounted, setMounted] = useState<ComponentType>(() => lazyMount(loader, remote, mount, index));

  const retry = () => {
    loader.forget(remote);
    setMounted(() => lazyMount(loader, remote, mount, index));
    setAttempt((n) => n + 1);
  };

  return (
    <RemoteErrorBoundary area={area} onRetry={retry} resetKey={`${attempt} ${pathname}`}>
      <Suspense fallback={<PageSpinner label={`Loading ${area}`} />}>
        <Mounted />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
