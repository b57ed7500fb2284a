// Renders one mount of a remote: fetched lazily (spinner meanwhile), inside its own error boundary,
// with a Retry that drops the cached load and builds a new React.lazy so the remote is fetched again.
import type { RemoteName } from '@signalboard/shared/contract';
import { PageSpinner } from '@signalboard/shared/ui';
import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { useRemoteLoader } from './remote-loader-context';
import type { RemoteRoutesLoader } from './remote-routes-loader';

export interface RemoteMountProps {
  remote: RemoteName;
  mount: string;
  area: string;
}

const notFound: RouteObject = { path: '*', element: <Navigate to="/404" replace /> };

function MountRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes([...routes, notFound]);
}

function lazyMount(loader: RemoteRoutesLoader, remote: RemoteName, mount: string): ComponentType {
  return lazy(async () => {
    const loaded = await loader.load(remote);
    const routes = (loaded.mounts as Record<string, RouteObject[] | undefined>)[mount];
    if (!routes) throw new Error(`The ${remote} remote does not provide the "${mount}" mount.`);
    return { default: () => <MountRoutes routes={routes} /> };
  });
}

export function RemoteMount({ remote, mount, area }: RemoteMountProps) {
  const loader = useRemoteLoader();
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  const Mounted = useMemo(() => lazyMount(loader, remote, mount), [loader, remote, mount, attempt]);

  const retry = () => {
    loader.forget(remote);
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
