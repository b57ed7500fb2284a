// Sending leads to a CRM from the list (issue 27), against the workspace's fake API with its CRM routes:
// the row's menu (one "Send to …" per connected CRM), the key c (the only CRM at once, a chooser when
// several; the sheet lists it), the bulk bar's "Send to HubSpot" by ids and by filter with a toast saying
// how many were queued, a broken CRM still taking leads, and guests and CRM-less projects seeing none of it.
import { screen, waitFor, within } from '@testing-library/react';
import type { CrmProvider } from '@signalboard/shared/api';
import { crmConnection } from '../../../testing/crm-routes';
import { listLead } from '../../../testing/leads-list-routes';
import { LEADS_PROJECT as PROJECT, withLeadsApi } from '../../../testing/leads-api';
import { renderApp } from '../../../testing/render-app';
import { giveVirtualScrollersHeight } from '../../../testing/virtual-layout';

const api = withLeadsApi();
giveVirtualScrollersHeight();

const leadId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const LIST = `/projects/${PROJECT}/leads`;
const title = (n: number) => `Lead ${leadId(n)}`;

/** Leads 1..count, newest first; the CRMs given connected (HubSpot by default). */
function seed(count: number, connected: CrmProvider[] = ['hubspot']) {
  api().state.leads = Array.from({ length: count }, (_, i) =>
    listLead(leadId(i + 1), { published_at: new Date(Date.UTC(2025, 2, 1) - i * 60_000).toISOString() }),
  );
  api().state.crmConnections = (['hubspot', 'pipedrive', 'attio'] as const).map((provider) =>
    crmConnection(provider, connected.includes(provider) ? { status: 'connected' } : {}),
  );
}

async function openList() {
  const view = renderApp(LIST);
  const grid = await screen.findByRole('grid', { name: 'Leads' });
  await within(grid).findByRole('row', { name: new RegExp(title(1)) }, { timeout: 15_000 });
  return { ...view, grid };
}

const row = (n: number) => screen.getByRole('row', { name: new RegExp(title(n)) });
/** The row's menu button (a row has one per layout; the stylesheet shows one, jsdom both). */
const rowMenu = (n: number) =>
  within(row(n)).getAllByRole('button', { name: `Actions for “${title(n)}”` })[0]!;
const pushes = () => api().state.crmPushes.map((p) => [p.provider, p.lead_id, p.trigger]);
const bar = () => screen.getByRole('toolbar', { name: 'Selected leads' });

describe('sending leads to a CRM from the list', () => {
  it('sends one lead from its row’s menu and says so; the list keeps focus', async () => {
    seed(2);
    const { user, grid } = await openList();
    await user.click(await waitFor(() => rowMenu(2)));
    const menu = await screen.findByRole('menu', { name: `Actions for “${title(2)}”` });
    expect(rowMenu(2)).toHaveAttribute('aria-expanded', 'true');
    const item = within(menu).getByRole('menuitem', { name: 'Send to HubSpot' });
    expect(item).toHaveFocus();
    await user.click(item);
    await waitFor(() => expect(pushes()).toEqual([['hubspot', leadId(2), 'manual']]));
    expect(await screen.findByText(`“${title(2)}” is on its way to HubSpot`)).toBeVisible();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(grid).toHaveFocus();
  });

  it('c sends the active lead to the only CRM, and the shortcut sheet lists it', async () => {
    seed(3);
    const { user } = await openList();
    await waitFor(() => rowMenu(1));
    await user.keyboard('j');
    await user.keyboard('c');
    await waitFor(() => expect(pushes()).toEqual([['hubspot', leadId(1), 'manual']]));
    expect(await screen.findByText(`“${title(1)}” is on its way to HubSpot`)).toBeVisible();

    await user.keyboard('?');
    const sheet = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(sheet).getByText(/^Send to your CRM/)).toBeVisible();
  });

  it('c asks which CRM when several are connected; a broken one still takes the lead, saying when it goes', async () => {
    seed(3, ['hubspot']);
    api().state.crmConnections[2] = crmConnection('attio', {
      status: 'broken',
      broken_code: 'auth',
      broken_reason: 'Attio refused the key. Reconnect Attio in Settings → Integrations.',
    });
    const { user, grid } = await openList();
    await waitFor(() => rowMenu(1));
    await user.keyboard('jj');
    await user.keyboard('c');
    const chooser = await screen.findByRole('menu', { name: `Send “${title(2)}” to` });
    expect(within(chooser).getByRole('menuitem', { name: 'Send to HubSpot' })).toHaveFocus();
    const attio = within(chooser).getByRole('menuitem', { name: 'Send to Attio' });
    expect(attio).toHaveAccessibleDescription(
      'The Attio connection needs mending: it goes once it is mended.',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(grid).toHaveFocus();
    expect(pushes()).toEqual([]);

    await user.keyboard('c');
    await screen.findByRole('menu', { name: `Send “${title(2)}” to` });
    await user.keyboard('{End}{Enter}');
    await waitFor(() => expect(pushes()).toEqual([['attio', leadId(2), 'manual']]));
    expect(
      await screen.findByText('It goes once the Attio connection is mended in Settings → Integrations.'),
    ).toBeVisible();
  });

  it('sends the selection from the bulk bar, counting only leads not there yet, and every matching lead', async () => {
    seed(55);
    const { user } = await openList();
    await waitFor(() => rowMenu(1));
    await user.click(within(row(1)).getByRole('checkbox'));
    await user.click(within(row(2)).getByRole('checkbox'));
    await user.click(within(bar()).getByRole('button', { name: 'Send to HubSpot' }));
    expect(await screen.findByText('2 leads on their way to HubSpot')).toBeVisible();
    expect(pushes()).toEqual([
      ['hubspot', leadId(1), 'bulk'],
      ['hubspot', leadId(2), 'bulk'],
    ]);
    expect(screen.queryByRole('toolbar', { name: 'Selected leads' })).toBeNull();

    await user.click(within(row(1)).getByRole('checkbox'));
    await user.click(within(row(2)).getByRole('checkbox'));
    await user.click(within(bar()).getByRole('button', { name: 'Send to HubSpot' }));
    expect(await screen.findByText('These leads are already in HubSpot')).toBeVisible();

    await user.click(screen.getByRole('checkbox', { name: 'Select all loaded leads' }));
    await user.click(screen.getByRole('button', { name: 'Select all 55 matching' }));
    await user.click(within(bar()).getByRole('button', { name: 'Send to HubSpot' }));
    expect(await screen.findByText('53 leads on their way to HubSpot')).toBeVisible();
    const call = api().requests.find(
      (r) => r.path.endsWith('/push_to_crm') && 'filter' in (r.body as object),
    );
    expect(call?.body).toEqual({ provider: 'hubspot', filter: {} });
  });

  it('says what failed when the CRM cannot take the leads', async () => {
    seed(2);
    const { user } = await openList();
    await waitFor(() => rowMenu(1));
    api().state.crmConnections[0] = crmConnection('hubspot');
    await user.click(within(row(1)).getByRole('checkbox'));
    await user.click(within(bar()).getByRole('button', { name: 'Send to HubSpot' }));
    expect(await screen.findByText('Could not send the leads to HubSpot')).toBeInTheDocument();
    expect(
      await screen.findByText('This project is not connected to that CRM. Connect it first.'),
    ).toBeInTheDocument();
  });

  it('shows nothing to send without a connected CRM', async () => {
    seed(2, []);
    const { user } = await openList();
    await waitFor(() => expect(api().count(`GET /api/v1/project/${PROJECT}/crm`)).toBe(1));
    expect(within(row(1)).queryByRole('button', { name: /^Actions for/ })).toBeNull();
    await user.click(within(row(1)).getByRole('checkbox'));
    expect(within(bar()).queryByRole('button', { name: /^Send to/ })).toBeNull();
    await user.keyboard('c');
    expect(api().state.crmPushes).toEqual([]);
  });

  it('shows a guest nothing to send and never asks for the CRMs', async () => {
    seed(2);
    api().state.project.viewer_role = 'guest';
    const { user } = await openList();
    // The project (and with it the role) is known once the Manage menu would show.
    await waitFor(() => expect(api().count(`GET /api/v1/project/${PROJECT}`)).toBeGreaterThan(0));
    await user.click(within(row(1)).getByRole('checkbox'));
    await user.keyboard('c');
    expect(within(row(1)).queryByRole('button', { name: /^Actions for/ })).toBeNull();
    expect(within(bar()).queryByRole('button', { name: /^Send to/ })).toBeNull();
    expect(api().count(`GET /api/v1/project/${PROJECT}/crm`)).toBe(0);
    expect(api().state.crmPushes).toEqual([]);
  });
});
