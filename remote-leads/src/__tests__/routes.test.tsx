import { screen, waitFor } from '@testing-library/react';
import { mountPaths, CONTRACT_VERSION, remoteMounts } from '@signalboard/shared/contract';
import routes from '../routes';
import { renderApp } from '../testing/render-app';
import { currentLocation } from '@signalboard/shared/testing';
import { withLeadsApi } from '../testing/leads-api';
import { listLead } from '../testing/leads-list-routes';
import { giveVirtualScrollersHeight } from '../testing/virtual-layout';

// The first render transforms the lazy pages' chunks, which takes longer than the default second.
const api = withLeadsApi();
giveVirtualScrollersHeight();
const LEAD = '00000000-0000-4000-8000-000000000001';

describe('the leads routes module', () => {
  it('speaks the current contract for the leads remote', () => {
    expect(routes.contractVersion).toBe(CONTRACT_VERSION);
    expect(routes.remote).toBe('leads');
  });

  it('fills exactly the mounts the host gives the leads remote', () => {
    expect(Object.keys(routes.mounts).sort()).toEqual([...remoteMounts.leads].sort());
    expect(Object.keys(mountPaths.leads).sort()).toEqual([...remoteMounts.leads].sort());
  });

  it('shows the lead list at the host path', async () => {
    api().state.leads = [listLead(LEAD, { post: { ...listLead(LEAD).post, title: 'Which CRM?' } })];
    renderApp('/projects/p1/leads');
    expect(await screen.findByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
    expect(await screen.findByRole('grid', { name: 'Leads' })).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Which CRM?' })).toBeVisible();
  });

  it("shows a lead's page at the host path", async () => {
    api().state.leads = [listLead(LEAD, { post: { ...listLead(LEAD).post, title: 'Which CRM?' } })];
    renderApp(`/projects/p1/leads/${LEAD}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Which CRM?' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to leads' })).toBeVisible();
  });

  it('sends a deeper unknown path to /404, as the host does', async () => {
    renderApp('/projects/p1/leads/lead-42/nowhere');
    await waitFor(() => expect(currentLocation()).toBe('/404'));
  });
});
