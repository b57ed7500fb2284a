// Renders one mount of a remote: fetched lazily (spinner meanwhile), inside its own error boundary,
// with a Retry that drops the cached load and builds a new React.lazy so the remote is fetched again
// (and so are the remote's own pages whose chunks failed: see retryableLazy).
import { MountRoutes, type RemoteName } from '@signalboard/shared/contract';
import { PageSpinner, retryFailedLazies } from '@signalboard/shared/ui';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { useLocation, type RouteObject } from '@signalboard/shared/router';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { useRemoteLoader } from './remote-loader-context';
import type { RemoteRoutesLoader } from './remote-routes-loader';

export interface RemoteMountProps {
  remote: RemoteName;
  mount: string;
  area: string;
  /** The host path is exact (e.g. "/"): the mount has no sub-paths (see MountRoutes). */
  exact?: boolean;
}

function lazyMount(
  loader: RemoteRoutesLoader,
  remote: RemoteName,
  mount: string,
  exact: boolean,
): ComponentType {
  return lazy(async () => {
    const loaded = await loader.load(remote);
    const routes = (loaded.mounts as Record<string, RouteObject[] | undefined>)[mount];
    if (!routes) throw new Error(`The ${remote} remote does not provide the "${mount}" mount.`);
    return { default: () => <MountRoutes routes={routes} exact={exact} /> };
  });
}

export function RemoteMount({ remote, mount, area, exact = false }: RemoteMountProps) {
  const loader = useRemoteLoader();
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt: React.lazy remembers a failure forever.
  const [Mounted, setMounted] = useState<ComponentType>(() => lazyMount(loader, remote, mount, exact));

  const retry = () => {
    loader.forget(remote);
    retryFailedLazies(); // the remote's own lazy pages that failed fetch their chunks again too
    setMounted(() => lazyMount(loader, remote, mount, exact));
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
