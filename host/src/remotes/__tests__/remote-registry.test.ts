import { CONTRACT_VERSION } from '@signalboard/shared/contract';
import {
  compatibleManifest,
  FUTURE_LEADS_ADVICE,
  FUTURE_LEADS_PROBLEM,
  manifestFetch,
  NEXT_MAJOR,
} from '../../testing/remote-manifests';
import { hostProvides } from '../host-provides';
import { createRemoteRegistry, RemoteRefusedError } from '../remote-registry';

const LEADS = 'https://remotes.example.com/leads/0.1.0/mf-manifest.json';
const PREVIEW = 'http://localhost:3002/mf-manifest.json';
const remotes = {
  auth: '',
  leads: LEADS,
  projects: '/remotes/projects/mf-manifest.json',
  settings: '',
  team: '',
};

function registry(answers: Record<string, unknown>, overridden = {}) {
  const fake = manifestFetch(answers);
  const created = createRemoteRegistry({
    remotes,
    overridden,
    host: hostProvides,
    fetchImpl: fake.fetchImpl,
    base: 'https://app.example.com/projects',
  });
  return { registry: created, requests: fake.requests };
}

function v3Leads() {
  const manifest = compatibleManifest('leads', '3.0.0+def5678');
  manifest.signalboard.contract = `${NEXT_MAJOR}.1.0`;
  return manifest;
}

describe('the remote registry', () => {
  it('finds a compatible remote and its remoteEntry beside the manifest', async () => {
    const { registry: remotesOfPage } = registry({ [LEADS]: compatibleManifest('leads') });
    expect(await remotesOfPage.check('leads')).toEqual({
      remote: 'leads',
      address: LEADS,
      source: 'map',
      state: 'compatible',
      version: '0.1.0+abc1234',
      contract: CONTRACT_VERSION,
      entry: 'https://remotes.example.com/leads/0.1.0/remoteEntry.js',
    });
  });

  it('refuses a remote built for another contract with the sentence and what to do', async () => {
    const { registry: remotesOfPage } = registry({ [LEADS]: v3Leads() });
    const status = await remotesOfPage.check('leads');
    expect(status.state).toBe('refused');
    if (status.state !== 'refused') return;
    expect(status.version).toBe('3.0.0+def5678');
    expect(status.error).toBeInstanceOf(RemoteRefusedError);
    expect(status.error.problems).toEqual([FUTURE_LEADS_PROBLEM]);
    expect(status.error.advice).toBe(FUTURE_LEADS_ADVICE);
  });

  it('says why a manifest is unreachable', async () => {
    const cases: Array<[unknown, string]> = [
      [404, 'the manifest answered 404'],
      [null, 'the manifest could not be fetched (the server is down, or refuses this page)'],
    ];
    for (const [answer, reason] of cases) {
      const { registry: remotesOfPage } = registry({ [LEADS]: answer });
      const status = await remotesOfPage.check('leads');
      expect(status).toMatchObject({ state: 'unreachable', reason });
      if (status.state === 'unreachable') {
        expect(status.error.message).toBe(`Leads could not be reached: ${reason} (${LEADS}).`);
      }
    }
    const invalid = createRemoteRegistry({
      remotes,
      overridden: {},
      host: hostProvides,
      fetchImpl: async () => new Response('<html>', { status: 200 }),
    });
    expect(await invalid.check('leads')).toMatchObject({ reason: 'the manifest is not valid JSON' });
  });

  it('names the missing app-config entry of a remote without an address', async () => {
    const { registry: remotesOfPage, requests } = registry({});
    expect(await remotesOfPage.check('team')).toMatchObject({
      state: 'unreachable',
      reason: 'no address is configured ("remotes.team" in app-config.json)',
    });
    expect(requests).toEqual([]);
  });

  it('checks each remote once, lazily, until it is forgotten or a fresh check is asked for', async () => {
    const { registry: remotesOfPage, requests } = registry({ [LEADS]: compatibleManifest('leads') });
    expect(requests).toEqual([]);
    await remotesOfPage.check('leads');
    await remotesOfPage.check('leads');
    expect(requests).toEqual([LEADS]);
    remotesOfPage.forget('leads');
    await remotesOfPage.check('leads');
    await remotesOfPage.check('leads', { fresh: true });
    expect(requests).toEqual([LEADS, LEADS, LEADS]);
  });

  it('resolves a relative address against the page and tells an override from the map', async () => {
    const { registry: remotesOfPage } = registry({}, { leads: PREVIEW });
    expect(remotesOfPage.address('projects')).toEqual({
      address: 'https://app.example.com/remotes/projects/mf-manifest.json',
      source: 'map',
    });
    expect(remotesOfPage.address('leads').source).toBe('override');
    expect(remotesOfPage.overrides).toEqual({ leads: PREVIEW });
  });

  it('remembers which remotes were loaded', () => {
    const { registry: remotesOfPage } = registry({});
    expect(remotesOfPage.isLoaded('leads')).toBe(false);
    remotesOfPage.markLoaded('leads');
    expect(remotesOfPage.isLoaded('leads')).toBe(true);
  });
});

describe('what the host provides', () => {
  it('is this build’s shared config: React as a singleton, and the contract version', () => {
    expect(hostProvides.contract).toBe(CONTRACT_VERSION);
    expect(hostProvides.shared.find((entry) => entry.name === 'react')).toMatchObject({
      version: expect.stringMatching(/^19\./),
      singleton: true,
    });
  });
});
