import { screen, waitFor } from '@testing-library/react';
import { mountPaths, CONTRACT_VERSION, remoteMounts } from '@signalboard/shared/contract';
import routes from '../routes';
import { renderApp } from '../testing/render-app';
import { currentLocation } from '@signalboard/shared/testing';
import { withTeamApi } from '../testing/team-api';

withTeamApi();

describe('the team routes module', () => {
  it('speaks the current contract for the team remote', () => {
    expect(routes.contractVersion).toBe(CONTRACT_VERSION);
    expect(routes.remote).toBe('team');
  });

  it('fills exactly the mounts the host gives the team remote', () => {
    expect(Object.keys(routes.mounts).sort()).toEqual([...remoteMounts.team].sort());
    expect(Object.keys(mountPaths.team).sort()).toEqual([...remoteMounts.team].sort());
  });

  it('renders the home mount', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create your organization' })).toBeVisible();
  });

  it('renders the team mount', async () => {
    renderApp('/team');
    expect(await screen.findByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  });

  it('sends an unknown team path to /404, as the host does', async () => {
    renderApp('/team/nowhere');
    await waitFor(() => expect(currentLocation()).toBe('/404'));
  });
});
