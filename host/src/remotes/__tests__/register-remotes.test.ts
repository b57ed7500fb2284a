import { CONTRACT_VERSION } from '@signalboard/shared/contract';
import {
  compatibleManifest,
  FUTURE_LEADS_PROBLEM,
  manifestFetch,
  NEXT_MAJOR,
} from '../../testing/remote-manifests';
import { hostProvides } from '../host-provides';
import { createFederatedRoutesLoader, type FederationRuntime } from '../register-remotes';
import { createRemoteRegistry, RemoteRefusedError } from '../remote-registry';

const LEADS = 'http://127.0.0.1:4302/mf-manifest.json';
const TEAM = 'http://127.0.0.1:4305/mf-manifest.json';

/** A federation runtime that records what it is asked and serves routes modules. */
function recordingRuntime() {
  const calls: string[] = [];
  const runtime: FederationRuntime = {
    registerRemotes: (remotes, options) =>
      calls.push(
        `register ${remotes.map((r) => `${r.name}=${r.entry}`).join()}${options?.force ? ' (force)' : ''}`,
      ),
    loadRemote: async (request) => {
      calls.push(`load ${request}`);
      const remote = request.replace(/^remote_/, '').replace(/\/routes$/, '');
      return { default: { contractVersion: CONTRACT_VERSION, remote, mounts: {} } };
    },
  };
  return { calls, runtime };
}

function setUp(answers: Record<string, unknown>) {
  const fake = manifestFetch(answers);
  const registry = createRemoteRegistry({
    remotes: { auth: '', leads: LEADS, projects: '', settings: '', team: TEAM },
    overridden: {},
    host: hostProvides,
    fetchImpl: fake.fetchImpl,
  });
  const { calls, runtime } = recordingRuntime();
  return { registry, calls, requests: fake.requests, loader: createFederatedRoutesLoader(registry, runtime) };
}

describe('the checked federated loader', () => {
  it('checks a remote only when it is first needed, then registers its remoteEntry and loads it', async () => {
    const { loader, calls, requests, registry } = setUp({
      [LEADS]: compatibleManifest('leads'),
      [TEAM]: compatibleManifest('team'),
    });
    expect(requests).toEqual([]);
    await loader.load('leads');
    expect(requests).toEqual([LEADS]);
    expect(calls).toEqual([
      'register remote_leads=http://127.0.0.1:4302/remoteEntry.js',
      'load remote_leads/routes',
    ]);
    expect(registry.isLoaded('leads')).toBe(true);
    expect(registry.isLoaded('team')).toBe(false);
  });

  it('never registers nor loads an incompatible remote, and says why', async () => {
    const v3 = compatibleManifest('leads', '3.0.0+def5678');
    v3.signalboard.contract = `${NEXT_MAJOR}.1.0`;
    const { loader, calls, registry } = setUp({ [LEADS]: v3 });
    const failure = loader.load('leads');
    await expect(failure).rejects.toBeInstanceOf(RemoteRefusedError);
    await expect(failure).rejects.toThrow(FUTURE_LEADS_PROBLEM);
    expect(calls).toEqual([]);
    expect(registry.isLoaded('leads')).toBe(false);
  });

  it('Retry (forget) checks the manifest again, and a new entry replaces the registered one', async () => {
    const answers: Record<string, unknown> = { [LEADS]: 503 };
    const { loader, calls, requests } = setUp(answers);
    await expect(loader.load('leads')).rejects.toThrow(
      'Leads could not be reached: the manifest answered 503',
    );
    loader.forget('leads');
    answers[LEADS] = compatibleManifest('leads');
    await loader.load('leads');
    expect(requests).toEqual([LEADS, LEADS]);

    const moved = compatibleManifest('leads', '0.2.0+fff0000');
    moved.metaData.remoteEntry.path = '0.2.0';
    answers[LEADS] = moved;
    loader.forget('leads');
    await loader.load('leads');
    expect(calls).toEqual([
      'register remote_leads=http://127.0.0.1:4302/remoteEntry.js',
      'load remote_leads/routes',
      'register remote_leads=http://127.0.0.1:4302/0.2.0/remoteEntry.js (force)',
      'load remote_leads/routes',
    ]);
  });
});
