// The remote's mounts at the paths the host gives them (host/src/app/remote-mounts.ts), with the
// host's catch-all per mount, so a page behaves alone as it does inside the suite.
import { Suspense } from 'react';
import { Link, Navigate, Route, Routes, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import type { MountId, RemoteName, RemoteRoutesModule } from '@signalboard/shared/contract';
import { useSession } from '@signalboard/shared/session';
import { PageSpinner } from '@signalboard/shared/ui';

export interface DevLink {
  label: string;
  to: string;
}

function Mount({ routes }: { routes: RouteObject[] }) {
  return useRoutes([...routes, { path: '*', element: <Navigate to="/404" replace /> }]);
}

/** Any path this remote does not own: in the suite the host or another remote would answer it. */
function ElsewhereInTheSuite({ links }: { links: DevLink[] }) {
  const { pathname } = useLocation();
  const { accessToken, signOut } = useSession();
  return (
    <main className="sb-container sb-stack">
      <h1>Not part of this remote</h1>
      <p>
        In the suite, <code>{pathname}</code> is served by the host or another remote. Pages of this one:
      </p>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
      {accessToken ? (
        <p>
          You are signed in.{' '}
          <button type="button" onClick={() => signOut()}>
            Sign out
          </button>
        </p>
      ) : null}
    </main>
  );
}

interface DevRoutesProps<R extends RemoteName> {
  module: RemoteRoutesModule<R>;
  paths: Record<MountId<R>, string>;
  links: DevLink[];
}

export function DevRoutes<R extends RemoteName>({ module, paths, links }: DevRoutesProps<R>) {
  const mountIds = Object.keys(paths) as MountId<R>[];
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        {mountIds.map((id) => (
          <Route key={id} path={paths[id]} element={<Mount routes={module.mounts[id]} />} />
        ))}
        <Route path="*" element={<ElsewhereInTheSuite links={links} />} />
      </Routes>
    </Suspense>
  );
}
