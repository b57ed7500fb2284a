// An incompatible remote in place, as a user meets it: the area's alert says what is wrong and
// what to do; nothing of the remote was requested; the rest of the page works.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { CONTRACT_VERSION } from '@signalboard/shared/contract';
import {
  compatibleManifest,
  FUTURE_LEADS_ADVICE,
  FUTURE_LEADS_PROBLEM,
  manifestFetch,
  NEXT_MAJOR,
} from '../../testing/remote-manifests';
import { hostProvides } from '../host-provides';
import { createFederatedRoutesLoader, type FederationRuntime } from '../register-remotes';
import { RemoteLoaderContext } from '../remote-loader-context';
import { RemoteMount } from '../remote-mount';
import { createRemoteRegistry } from '../remote-registry';

const LEADS = 'http://127.0.0.1:4302/mf-manifest.json';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

it('shows the refusal and its remedy in the area, requests nothing of the remote, and Retry checks again', async () => {
  const v3 = compatibleManifest('leads', '3.0.0+def5678');
  v3.signalboard.contract = `${NEXT_MAJOR}.1.0`;
  const answers: Record<string, unknown> = { [LEADS]: v3 };
  const fake = manifestFetch(answers);
  const registry = createRemoteRegistry({
    remotes: { auth: '', leads: LEADS, projects: '', settings: '', team: '' },
    overridden: {},
    host: hostProvides,
    fetchImpl: fake.fetchImpl,
  });
  const runtimeCalls: string[] = [];
  const runtime: FederationRuntime = {
    registerRemotes: (remotes) => runtimeCalls.push(`register ${remotes[0]?.entry}`),
    loadRemote: async (request) => {
      runtimeCalls.push(`load ${request}`);
      return {
        default: {
          contractVersion: CONTRACT_VERSION,
          remote: 'leads',
          mounts: { leads: [{ index: true, element: <h1>Lead list</h1> }] },
        },
      };
    },
  };
  const router = createMemoryRouter(
    [
      {
        path: '/projects/:projectId/leads/*',
        element: (
          <>
            <Link to="/team">Team</Link>
            <RemoteMount remote="leads" mount="leads" area="Leads" />
          </>
        ),
      },
    ],
    { initialEntries: ['/projects/p1/leads'] },
  );
  render(
    <RemoteLoaderContext.Provider value={createFederatedRoutesLoader(registry, runtime)}>
      <RouterProvider router={router} />
    </RemoteLoaderContext.Provider>,
  );

  const alert = await screen.findByRole('alert');
  expect(within(alert).getByRole('heading', { name: 'The Leads area could not be loaded.' })).toBeTruthy();
  expect(within(alert).getByText(FUTURE_LEADS_PROBLEM)).toBeTruthy();
  expect(within(alert).getByText(`${FUTURE_LEADS_ADVICE} The rest of Signalboard still works.`)).toBeTruthy();
  expect(runtimeCalls).toEqual([]);
  expect(screen.getByRole('link', { name: 'Team' })).toBeTruthy();

  // The environment's map now points at a compatible build: Retry reads the manifest again.
  answers[LEADS] = compatibleManifest('leads');
  fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Lead list' })).toBeTruthy();
  expect(fake.requests).toEqual([LEADS, LEADS]);
  expect(runtimeCalls).toEqual(['register http://127.0.0.1:4302/remoteEntry.js', 'load remote_leads/routes']);
});
