// The whole shell in jsdom for a test: the real route table, guard, query client and session store,
// with every remote as a real './routes' module whose mounts render a heading naming themselves.
import { CONTRACT_VERSION, remoteMounts, type RemoteName } from '@signalboard/shared/contract';
import { render } from '@testing-library/react';
import { createAppRouter } from '@signalboard/shared/router';
import { App } from '../app/app';
import { appRoutes } from '../app/routes';
import { installSessionNavigation } from '../app/session-navigation';
import { getRuntimeConfig } from '@signalboard/shared/config';
import { hostProvides } from '../remotes/host-provides';
import { createRemoteRegistry, type RemoteRegistry } from '../remotes/remote-registry';
import { createRemoteRoutesLoader } from '../remotes/remote-routes-loader';
import { manifestFetch } from './remote-manifests';

export const testRemotes = createRemoteRoutesLoader(async (request) => {
  const remote = request.replace(/^remote_/, '').replace(/\/routes$/, '') as RemoteName;
  const mounts = Object.fromEntries(
    remoteMounts[remote].map((mount) => [
      mount,
      [
        { index: true, element: <h1>{`${remote}:${mount}`}</h1> },
        { path: '*', element: <h1>{`${remote}:${mount} (deeper)`}</h1> },
      ],
    ]),
  );
  return { default: { contractVersion: CONTRACT_VERSION, remote, mounts } };
});

/** The runtime config's remotes, each answering 404 for its manifest unless a test says otherwise. */
export function testRegistry(): RemoteRegistry {
  return createRemoteRegistry({
    remotes: getRuntimeConfig().remotes,
    overridden: {},
    host: hostProvides,
    fetchImpl: manifestFetch({}).fetchImpl,
  });
}

/** Renders the shell at `path`; `stop` uninstalls the session navigation (call it after the test). */
export function renderShell(path: string, registry: RemoteRegistry = testRegistry()) {
  const router = createAppRouter(appRoutes, { initialEntries: [path] });
  const stop = installSessionNavigation(router);
  const view = render(<App router={router} loader={testRemotes} registry={registry} />);
  return { router, stop, view };
}
