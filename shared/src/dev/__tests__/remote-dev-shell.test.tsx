import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation, type RouteObject } from 'react-router-dom';
import { getRuntimeConfig, setRuntimeConfig } from '../../config/index';
import { CONTRACT_VERSION } from '../../contract/compatibility.mjs';
import type { RemoteRoutesModule } from '../../contract/remotes';
import { notify } from '../../feedback/notify';
import { defaultDevConfig, loadDevRuntimeConfig } from '../load-dev-config';
import { RemoteDevShell } from '../remote-dev-shell';

const page = (name: string): RouteObject[] => [{ index: true, element: <h1>{name}</h1> }];

/** A team remote as its routes module would be built. */
const team: RemoteRoutesModule<'team'> = {
  contractVersion: CONTRACT_VERSION,
  remote: 'team',
  mounts: { home: page('Home page'), team: page('Team page') },
};

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderShell(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <RemoteDevShell module={team}>
        <Where />
      </RemoteDevShell>
    </MemoryRouter>,
  );
}

let warnings: string[];
beforeEach(() => {
  warnings = [];
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    warnings.push(args.map(String).join(' '));
  });
});
afterEach(() => {
  act(() => notify.remove());
});

describe('RemoteDevShell', () => {
  it("renders each mount at the host's path; the exact home mount without router warnings", async () => {
    renderShell('/');
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeTruthy();
    expect(warnings.filter((w) => w.includes('descendant'))).toEqual([]);
  });

  it('sends an unknown sub-path of a mount to /404, as the host does', async () => {
    renderShell('/team/nowhere');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/404'));
  });

  it("offers this remote's pages on a path it does not own", async () => {
    renderShell('/projects');
    expect(await screen.findByRole('heading', { name: 'Not part of this remote' })).toBeTruthy();
    const links = screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Home', '/'],
      ['Team', '/team'],
    ]);
  });

  it('shows toasts raised with notify', async () => {
    renderShell('/team');
    act(() => {
      notify.success('Invitation sent');
    });
    expect(await screen.findByText('Invitation sent')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Notifications (Alt+T)' })).toBeTruthy();
  });
});

describe('the dev runtime config', () => {
  const initial = getRuntimeConfig();
  afterEach(() => setRuntimeConfig(initial));

  const answer = (status: number, body: unknown) =>
    (async () => new Response(JSON.stringify(body), { status })) as typeof fetch;

  it('takes what /app-config.json says over the defaults', async () => {
    await loadDevRuntimeConfig(answer(200, { apiUrl: 'http://127.0.0.1:8000', outboxUrl: '/outbox' }));
    expect(getRuntimeConfig()).toEqual({
      ...defaultDevConfig,
      apiUrl: 'http://127.0.0.1:8000',
      outboxUrl: '/outbox',
    });
  });

  it('uses the defaults when no config is served', async () => {
    await loadDevRuntimeConfig(answer(404, 'Not found'));
    expect(getRuntimeConfig()).toEqual(defaultDevConfig);
    await loadDevRuntimeConfig((async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch);
    expect(getRuntimeConfig()).toEqual(defaultDevConfig);
  });
});
