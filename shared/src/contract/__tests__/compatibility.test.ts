import {
  CONTRACT_VERSION,
  REMOTE_AREA_LABELS,
  checkRemoteManifest,
  majorOf,
  satisfies,
  withoutBuildMetadata,
} from '../compatibility.mjs';
import { mountPaths } from '../mount-paths';
import { remoteNames } from '../remotes';

const host = {
  contract: '1.0.0',
  shared: [
    { name: 'react', version: '19.3.1', singleton: true },
    { name: 'react-dom', version: '19.3.1', singleton: true },
    { name: 'react/', version: '19.3.1', singleton: true },
    { name: 'zustand', version: '5.1.0', singleton: true },
    { name: '@signalboard/shared/session', version: '0.1.0', singleton: true },
  ],
};

interface SharedEntry {
  name: string;
  version: string;
  singleton?: boolean;
  requiredVersion: string;
}

/** A manifest as the build writes it for remote-leads, with `changes` on top. */
function leadsManifest(changes: { signalboard?: unknown; shared?: SharedEntry[]; exposes?: unknown[] } = {}) {
  return {
    id: 'remote_leads',
    name: 'remote_leads',
    metaData: { name: 'remote_leads', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
    shared: [
      { name: 'react', version: '19.3.1', singleton: true, requiredVersion: '^19.3.1' },
      { name: 'react-dom', version: '19.3.1', singleton: true, requiredVersion: '^19.3.1' },
      // A subpath shared through the `react/` prefix: no singleton flag in a manifest.
      { name: 'react/jsx-runtime', version: '19.3.1', requiredVersion: '^19.3.1' },
      { name: 'zustand', version: '5.1.0', singleton: true, requiredVersion: '^5.1.0' },
    ] as SharedEntry[],
    exposes: [{ id: 'remote_leads:routes', name: 'routes', path: './routes' }],
    signalboard: {
      app: 'remote-leads',
      remote: 'leads',
      version: '0.1.0+abc1234',
      contract: '1.0.0',
      commit: 'abc1234',
    },
    ...changes,
  };
}

const check = (manifest: unknown) => checkRemoteManifest({ remote: 'leads', manifest, host });

describe('checkRemoteManifest', () => {
  it('accepts a remote built for this contract with the host’s shared versions', () => {
    expect(check(leadsManifest())).toEqual({
      ok: true,
      version: '0.1.0+abc1234',
      contract: '1.0.0',
      problems: [],
      advice: null,
    });
  });

  it('refuses another contract major in the sentence the host shows, naming the area', () => {
    const result = check(
      leadsManifest({
        signalboard: { app: 'remote-leads', remote: 'leads', version: '3.0.0+def5678', contract: '2.1.0' },
      }),
    );
    expect(result.ok).toBe(false);
    expect(result.version).toBe('3.0.0+def5678');
    expect(result.contract).toBe('2.1.0');
    expect(result.problems).toEqual(['Leads 3.0.0 needs contract 2; this host speaks 1.']);
    expect(result.advice).toBe(
      "Deploy a Leads version built for contract 1, or change its entry in this environment's map.",
    );
  });

  it('accepts another minor of the same contract major', () => {
    const result = check(
      leadsManifest({ signalboard: { remote: 'leads', version: '0.2.0', contract: '1.7.0' } }),
    );
    expect(result.ok).toBe(true);
  });

  it('refuses a shared singleton whose range the host’s version does not satisfy', () => {
    const manifest = leadsManifest({
      signalboard: { remote: 'leads', version: '2.0.0', contract: '1.0.0' },
      shared: [
        { name: 'react', version: '20.0.0', singleton: true, requiredVersion: '^20.0.0' },
        { name: 'react-dom', version: '19.3.1', singleton: true, requiredVersion: '^19.3.1' },
      ],
    });
    expect(check(manifest).problems).toEqual(['Leads 2.0.0 needs react ^20.0.0; this host provides 19.3.1.']);
  });

  it('checks a subpath against the host’s prefix share', () => {
    const manifest = leadsManifest();
    manifest.shared[2] = { name: 'react/jsx-runtime', version: '20.1.0', requiredVersion: '^20.1.0' };
    expect(check(manifest).problems).toEqual([
      'Leads 0.1.0 needs react/jsx-runtime ^20.1.0; this host provides 19.3.1.',
    ]);
  });

  it('refuses a remote that does not share React with the host (it would load its own copy)', () => {
    const manifest = leadsManifest();
    manifest.shared = manifest.shared.filter((entry) => entry.name !== 'react');
    expect(check(manifest).problems).toEqual([
      'Leads 0.1.0 does not share react with this host; it would load its own copy.',
    ]);
  });

  it('does not ask a remote to share a library it never imports', () => {
    // The host provides the session store; Leads does not use it, so its manifest does not list it.
    expect(check(leadsManifest()).problems).toEqual([]);
  });

  it('refuses a host singleton the remote shares as a non-singleton', () => {
    const manifest = leadsManifest();
    manifest.shared[3] = { name: 'zustand', version: '5.1.0', singleton: false, requiredVersion: '^5.1.0' };
    expect(check(manifest).problems).toEqual([
      "Leads 0.1.0 shares zustand but not as a singleton; it would keep a copy apart from this host's.",
    ]);
  });

  it('ignores a shared module the host does not provide (the remote brings its own)', () => {
    const manifest = leadsManifest();
    manifest.shared.push({ name: 'date-fns', version: '4.0.0', singleton: true, requiredVersion: '^4.0.0' });
    expect(check(manifest).ok).toBe(true);
  });

  it('refuses a remote without ./routes', () => {
    expect(check(leadsManifest({ exposes: [{ name: 'widget', path: './widget' }] })).problems).toEqual([
      'Leads 0.1.0 does not expose ./routes, the module this host mounts.',
    ]);
  });

  it('refuses a manifest without release metadata or with unreadable metadata', () => {
    const missing = leadsManifest();
    delete (missing as { signalboard?: unknown }).signalboard;
    expect(check(missing)).toMatchObject({
      ok: false,
      version: null,
      contract: null,
      problems: [
        "The Leads manifest has no release metadata (signalboard.version and signalboard.contract); rebuild Leads with this repository's build.",
      ],
    });
    expect(check(leadsManifest({ signalboard: { version: 'latest', contract: 'one' } })).problems).toEqual([
      'The Leads manifest\'s release metadata is unreadable (version "latest", contract "one"); rebuild Leads with this repository\'s build.',
    ]);
  });

  it('refuses what is not a manifest at all', () => {
    for (const manifest of [null, 'Not found', [1, 2]]) {
      expect(check(manifest).problems).toEqual([
        'The Leads manifest is not a Module Federation manifest (mf-manifest.json).',
      ]);
    }
  });

  it('refuses a manifest of another remote and one with no remoteEntry', () => {
    const other = leadsManifest({ signalboard: { remote: 'projects', version: '0.1.0', contract: '1.0.0' } });
    expect(check(other).problems).toEqual([
      "The manifest at the Leads address is the projects remote's, not the leads remote's.",
    ]);
    const noEntry = { ...leadsManifest(), metaData: { name: 'remote_leads' } };
    expect(check(noEntry).problems).toEqual([
      'Leads 0.1.0 names no remoteEntry file in its manifest, so there is nothing to load.',
    ]);
  });

  it('lists every problem at once', () => {
    const manifest = leadsManifest({
      signalboard: { remote: 'leads', version: '3.0.0', contract: '2.0.0' },
      exposes: [],
    });
    manifest.shared = manifest.shared.filter((entry) => entry.name !== 'react-dom');
    expect(check(manifest).problems).toHaveLength(3);
  });

  it('takes a label and a required list from the caller', () => {
    const manifest = leadsManifest();
    manifest.shared = manifest.shared.filter((entry) => entry.name !== 'zustand');
    const result = checkRemoteManifest({
      remote: 'leads',
      label: 'Lead list',
      manifest,
      host: { ...host, required: ['zustand'] },
    });
    expect(result.problems).toEqual([
      'Lead list 0.1.0 does not share zustand with this host; it would load its own copy.',
    ]);
  });
});

describe('area labels', () => {
  it('are the mount table’s area of the mount named like the remote, else of its first mount', () => {
    for (const remote of remoteNames) {
      const mounts: Record<string, { area: string }> = mountPaths[remote];
      const expected = (mounts[remote] ?? Object.values(mounts)[0])?.area;
      expect(REMOTE_AREA_LABELS[remote]).toBe(expected);
    }
    expect(REMOTE_AREA_LABELS).toEqual({
      auth: 'Sign in',
      leads: 'Leads',
      projects: 'Projects',
      settings: 'Settings',
      team: 'Team',
    });
  });
});

describe('versions and ranges', () => {
  it('the contract is a semantic version', () => {
    expect(CONTRACT_VERSION).toMatch(/^\d+\.\d+\.\d+$/);
    expect(majorOf(CONTRACT_VERSION)).toBe(2);
    expect(majorOf('2.1.0')).toBe(2);
    expect(majorOf(1)).toBe(1);
    expect(majorOf('one')).toBeNull();
    expect(withoutBuildMetadata('3.0.0+def5678')).toBe('3.0.0');
  });

  it.each([
    ['19.3.1', '^19.3.1', true],
    ['19.4.0', '^19.3.1', true],
    ['19.3.0', '^19.3.1', false],
    ['20.0.0', '^19.3.1', false],
    ['0.1.5', '^0.1.0', true],
    ['0.2.0', '^0.1.0', false],
    ['0.0.3', '^0.0.3', true],
    ['0.0.4', '^0.0.3', false],
    ['5.108.0', '5.108.0', true],
    ['5.108.1', '5.108.0', false],
    ['7.18.9', '~7.18.5', true],
    ['7.19.0', '~7.18.5', false],
    ['19.3.1', '>=18.0.0', true],
    ['17.0.2', '>=18.0.0', false],
    ['19.3.1', '^18.0.0 || ^19.0.0', true],
    ['19.3.1', '*', true],
    ['19.3.1', '', true],
    ['19.3.1', 'not a range', false],
    ['19.3.1+abc', '^19.3.1', true],
  ])('%s satisfies %s: %s', (version, range, expected) => {
    expect(satisfies(version, range)).toBe(expected);
  });
});
