import { screen, waitFor } from '@testing-library/react';
import { mountPaths, REMOTE_CONTRACT_VERSION, remoteMounts } from '@signalboard/shared/contract';
import routes from '../routes';
import { renderApp } from '../testing/render-app';
import { currentLocation } from '@signalboard/shared/testing';

describe('the leads routes module', () => {
  it('speaks the current contract for the leads remote', () => {
    expect(routes.contractVersion).toBe(REMOTE_CONTRACT_VERSION);
    expect(routes.remote).toBe('leads');
  });

  it('fills exactly the mounts the host gives the leads remote', () => {
    expect(Object.keys(routes.mounts).sort()).toEqual([...remoteMounts.leads].sort());
    expect(Object.keys(mountPaths.leads).sort()).toEqual([...remoteMounts.leads].sort());
  });

  it('shows the lead list as coming soon', async () => {
    renderApp('/projects/p1/leads');
    expect(await screen.findByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Coming soon' })).toBeVisible();
    expect(screen.getByText(/ranked by how well they match your intent signals/)).toBeVisible();
  });

  it("shows a lead's page as coming soon", async () => {
    renderApp('/projects/p1/leads/lead-42');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lead' })).toBeVisible();
    expect(screen.getByText(/which intent signals it matched/)).toBeVisible();
  });

  it('sends a deeper unknown path to /404, as the host does', async () => {
    renderApp('/projects/p1/leads/lead-42/nowhere');
    await waitFor(() => expect(currentLocation()).toBe('/404'));
  });
});
