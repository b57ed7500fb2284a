import { CONTRACT_VERSION, majorOf } from '@signalboard/shared/contract';
import errorLoadRemotePlugin from '../error-load-remote-plugin';
import { isFailedRemoteModule } from '../failed-remote-module';
import { checkRemoteModule, createRemoteRoutesLoader, RemoteContractError } from '../remote-routes-loader';

const leadsModule = (contractVersion = CONTRACT_VERSION) => ({
  default: { contractVersion, remote: 'leads', mounts: { leads: [{ index: true }] } },
});

describe('contract check', () => {
  it('accepts a module of the host contract version', () => {
    expect(checkRemoteModule('leads', leadsModule())).toEqual(leadsModule().default);
  });

  it('accepts another minor or patch of the same contract major', () => {
    const sameMajor = `${majorOf(CONTRACT_VERSION)}.4.2`;
    expect(checkRemoteModule('leads', leadsModule(sameMajor))).toEqual(leadsModule(sameMajor).default);
  });

  it('rejects another contract major with a clear message', () => {
    const major = majorOf(CONTRACT_VERSION) as number;
    const next = `${major + 1}.0.0`;
    expect(() => checkRemoteModule('leads', leadsModule(next))).toThrow(RemoteContractError);
    expect(() => checkRemoteModule('leads', leadsModule(next))).toThrow(
      `The leads remote was built for contract version ${next}, but this host speaks version ${CONTRACT_VERSION}. Deploy a leads remote built for contract ${major}.`,
    );
  });

  it('rejects a module of another remote or of the wrong shape', () => {
    expect(() => checkRemoteModule('team', leadsModule())).toThrow(
      'The address configured for the team remote serves the leads remote.',
    );
    expect(() => checkRemoteModule('team', { default: 42 })).toThrow('did not expose its routes');
  });
});

describe('loader', () => {
  it('loads a remote once and caches it', async () => {
    const requests: string[] = [];
    const loader = createRemoteRoutesLoader(async (request) => {
      requests.push(request);
      return leadsModule();
    });
    await loader.load('leads');
    await loader.load('leads');
    expect(requests).toEqual(['remote_leads/routes']);
  });

  it('forgets a failed load so the next attempt fetches again', async () => {
    let calls = 0;
    const loader = createRemoteRoutesLoader(async () => {
      calls += 1;
      if (calls === 1) throw new Error('network down');
      return leadsModule();
    });
    await expect(loader.load('leads')).rejects.toThrow('network down');
    await expect(loader.load('leads')).resolves.toMatchObject({ remote: 'leads' });
    expect(calls).toBe(2);
  });
});

describe('errorLoadRemote plugin', () => {
  const plugin = errorLoadRemotePlugin();
  const hook = plugin.errorLoadRemote as (args: Record<string, unknown>) => unknown;

  it('returns nothing for a manifest failure (it would be used as the manifest)', () => {
    expect(
      hook({ id: 'http://x/mf-manifest.json', error: new Error('404'), lifecycle: 'afterResolve' }),
    ).toBeUndefined();
  });

  it('returns a fallback module at onLoad, which the loader passes on without caching', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fallback = hook({
      id: 'remote_leads/routes',
      error: new Error('Failed to fetch'),
      lifecycle: 'onLoad',
    });
    const checked = checkRemoteModule('leads', fallback);
    expect(isFailedRemoteModule(checked)).toBe(true);

    let calls = 0;
    const loader = createRemoteRoutesLoader(async () => {
      calls += 1;
      return fallback;
    });
    await loader.load('leads');
    await loader.load('leads');
    expect(calls).toBe(2);
  });
});
