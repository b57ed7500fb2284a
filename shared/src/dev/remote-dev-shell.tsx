// A remote on its own: its mounts at the host paths of the shared mount table (with the host's
// /404 for unknown sub-paths, see MountRoutes), inside the providers the host gives. Used by every
// remote's standalone dev entry and by its tests, so a page behaves alone as it does in the suite.
import { Suspense, type ReactNode } from 'react';
import { Route, Routes } from '@signalboard/shared/router';
import { isExactMountPath, mountPaths, type MountPath } from '../contract/mount-paths';
import { MountRoutes } from '../contract/mount-routes';
import type { MountId, RemoteName, RemoteRoutesModule } from '../contract/remotes';
import { PageSpinner } from '../ui/spinner';
import { DevProviders } from './dev-providers';
import { ElsewhereInTheSuite, type DevLink } from './elsewhere-in-the-suite';

export interface RemoteDevShellProps<R extends RemoteName> {
  /** The remote's exposed routes module. */
  module: RemoteRoutesModule<R>;
  /** Pages to offer on paths the remote does not own; by default its mounts without parameters. */
  links?: readonly DevLink[];
  /** Rendered inside the router and providers, after the routes (tests put probes here). */
  children?: ReactNode;
}

function mountsOf<R extends RemoteName>(remote: R): [MountId<R>, MountPath][] {
  return Object.entries(mountPaths[remote]) as [MountId<R>, MountPath][];
}

function defaultLinks(remote: RemoteName): DevLink[] {
  return mountsOf(remote)
    .map(([, mount]) => ({ label: mount.area, to: mount.path.replace(/\/\*$/, '') || '/' }))
    .filter((link) => !link.to.includes(':'));
}

export function RemoteDevShell<R extends RemoteName>({ module, links, children }: RemoteDevShellProps<R>) {
  return (
    <DevProviders>
      <Suspense fallback={<PageSpinner />}>
        <Routes>
          {mountsOf(module.remote).map(([id, mount]) => (
            <Route
              key={id}
              path={mount.path}
              element={<MountRoutes routes={module.mounts[id]} exact={isExactMountPath(mount.path)} />}
            />
          ))}
          <Route path="*" element={<ElsewhereInTheSuite links={links ?? defaultLinks(module.remote)} />} />
        </Routes>
      </Suspense>
      {children}
    </DevProviders>
  );
}
