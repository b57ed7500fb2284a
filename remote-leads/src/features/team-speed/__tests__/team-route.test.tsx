// The way a team lead gets there: the lead list's overview links to the Team panel, at its own path under
// the leads mount (a fixed segment, never read as a lead id).
import { screen, waitFor } from '@testing-library/react';
import { currentLocation } from '@signalboard/shared/testing';
import { withLeadsApi } from '../../../testing/leads-api';
import { emptyReplySpeed } from '../../../testing/reply-speed-routes';
import { renderApp } from '../../../testing/render-app';
import { giveVirtualScrollersHeight } from '../../../testing/virtual-layout';

const api = withLeadsApi();
giveVirtualScrollersHeight();

describe('the Team panel route', () => {
  it("opens from the overview's “Team reply speed” link and goes back to the list", async () => {
    api().route('GET /api/v1/leads/:projectId/reply_speed', () => ({
      status: 200,
      body: emptyReplySpeed(7),
    }));
    const { user } = renderApp('/projects/p1/leads');
    await user.click(await screen.findByRole('link', { name: 'Team reply speed' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
    expect(currentLocation()).toBe('/projects/p1/leads/team');
    expect(await screen.findByRole('heading', { name: 'No leads found in the last 7 days' })).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Back to leads' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
    await waitFor(() => expect(currentLocation()).toBe('/projects/p1/leads'));
  });
});
