// /staging through the real route table: every remote's manifest checked when the page opens (no
// remote code loaded), one row per remote in the column order the release checks read, overrides
// with Clear, and the 404 page in production.
import { getRuntimeConfig, setRuntimeConfig } from '@signalboard/shared/config';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { hostProvides } from '../../../remotes/host-provides';
import { createRemoteRegistry } from '../../../remotes/remote-registry';
import {
  compatibleManifest,
  FUTURE_LEADS_PROBLEM,
  manifestFetch,
  NEXT_MAJOR,
} from '../../../testing/remote-manifests';
import { CONTRACT_VERSION } from '@signalboard/shared/contract';
import { renderShell } from '../../../testing/render-shell';

const base = 'http://127.0.0.1:4300';
const remotes = {
  auth: `${base}/remotes/auth/mf-manifest.json`,
  leads: `${base}/remotes/leads/mf-manifest.json`,
  projects: `${base}/remotes/projects/mf-manifest.json`,
  settings: `${base}/remotes/settings/mf-manifest.json`,
  team: '',
};
const PREVIEW = 'http://localhost:3002/previews/leads-v3/mf-manifest.json';
const original = getRuntimeConfig();
let stop: (() => void) | undefined;

beforeEach(() => {
  setRuntimeConfig({ ...original, environment: 'staging', remotes });
  // The host's own manifest, with the metadata its build writes.
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
    Response.json({ signalboard: { app: 'host', version: '0.1.0+abc1234', contract: CONTRACT_VERSION } }),
  );
});
afterEach(() => {
  stop?.();
  setRuntimeConfig(original);
});

function v3Leads() {
  const manifest = compatibleManifest('leads', '3.0.0+def5678');
  manifest.signalboard.contract = `${NEXT_MAJOR}.1.0`;
  return manifest;
}

function openStaging() {
  const fake = manifestFetch({
    [remotes.auth]: compatibleManifest('auth', '0.1.0+abc1234'),
    [PREVIEW]: v3Leads(),
    [remotes.projects]: compatibleManifest('projects', '0.2.0+bbb2222'),
    [remotes.settings]: 503,
  });
  const cleared: string[] = [];
  const registry = createRemoteRegistry({
    remotes: { ...remotes, leads: PREVIEW },
    overridden: { leads: PREVIEW },
    host: hostProvides,
    fetchImpl: fake.fetchImpl,
    clearOverrides: () => cleared.push('all'),
  });
  registry.markLoaded('auth');
  const shell = renderShell('/staging', registry);
  stop = shell.stop;
  return { requests: fake.requests, cleared };
}

/** A row's texts: its header cell (the area) first, then its cells. */
const cells = (row: HTMLElement) =>
  [...within(row).getAllByRole('rowheader'), ...within(row).getAllByRole('cell')].map(
    (cell) => cell.textContent,
  );

it('lists every remote with its version, contract, source, address and status', async () => {
  const { requests } = openStaging();
  expect(await screen.findByRole('heading', { level: 1, name: 'Remote versions' })).toBeTruthy();
  const table = screen.getByRole('table', { name: /checked against this host/ });
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);
  expect(headers).toEqual(['Area', 'Version', 'Contract', 'Source', 'Manifest address', 'Status']);

  await waitFor(() => expect(within(table).queryByText('Checking…')).toBeNull());
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map(cells)).toEqual([
    ['Sign in', '0.1.0+abc1234', CONTRACT_VERSION, 'Environment map', remotes.auth, 'Loaded'],
    ['Leads', '3.0.0+def5678', `${NEXT_MAJOR}.1.0`, 'Override', PREVIEW, `Refused: ${FUTURE_LEADS_PROBLEM}`],
    [
      'Projects',
      '0.2.0+bbb2222',
      CONTRACT_VERSION,
      'Environment map',
      remotes.projects,
      'Compatible, not loaded yet',
    ],
    ['Settings', '—', '—', 'Environment map', remotes.settings, 'Unreachable: the manifest answered 503'],
    [
      'Team',
      '—',
      '—',
      'Environment map',
      'None configured',
      'Unreachable: no address is configured ("remotes.team" in app-config.json)',
    ],
  ]);
  // The full address stays reachable when the cell truncates it.
  expect(within(rows[1]!).getByRole('link', { name: PREVIEW }).getAttribute('title')).toBe(PREVIEW);
  // Each manifest once; no remoteEntry asked for.
  expect([...requests].sort()).toEqual([remotes.auth, PREVIEW, remotes.projects, remotes.settings].sort());
});

it('shows the environment, the host’s own release and contract, and the overrides with Clear', async () => {
  const { cleared } = openStaging();
  expect(await screen.findByText('0.1.0+abc1234', { selector: 'dd' })).toBeTruthy();
  expect(screen.getByText('staging', { selector: 'dd' })).toBeTruthy();
  expect(screen.getByText(CONTRACT_VERSION, { selector: 'dd' })).toBeTruthy();
  const overrides = screen.getByRole('region', { name: 'Overrides' });
  expect(within(overrides).getByText(PREVIEW)).toBeTruthy();
  fireEvent.click(within(overrides).getByRole('button', { name: 'Clear' }));
  expect(cleared).toEqual(['all']);
});

it('is the 404 page in production', async () => {
  setRuntimeConfig({ ...original, environment: 'production', remotes });
  const { requests } = openStaging();
  expect(await screen.findByRole('heading', { level: 1, name: /not found|404/i })).toBeTruthy();
  expect(screen.queryByRole('heading', { name: 'Remote versions' })).toBeNull();
  expect(requests).toEqual([]);
});
