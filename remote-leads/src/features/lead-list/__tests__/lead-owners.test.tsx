// Lead owners in the list, against the workspace's fake API with the owner routes: the row's owner
// circle and its menu, the keys a (choose) and i (to me; on a lead already mine, nothing but saying so),
// "Assigned to me" showing what was just given, and the bulk bar's "Assign…" by ids and by filter.
import { screen, waitFor, within } from '@testing-library/react';
import { listLead } from '../../../testing/leads-list-routes';
import { LEADS_PROJECT as PROJECT, withLeadsApi } from '../../../testing/leads-api';
import { ownerIds, serveOwners } from '../../../testing/lead-owner-routes';
import { renderApp } from '../../../testing/render-app';
import { giveVirtualScrollersHeight } from '../../../testing/virtual-layout';

const api = withLeadsApi();
giveVirtualScrollersHeight();

const leadId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const LIST = `/projects/${PROJECT}/leads`;
const stored = (n: number) => api().state.leads.find((lead) => lead.id === leadId(n))!;
const owners = (...ns: number[]) => ns.map((n) => stored(n).assignee_id ?? null);
const assignCalls = () =>
  api().requests.filter((r) => r.method === 'PUT' && r.path.endsWith('/assignee')).length;

/** Leads 1..count, newest first (lead 1 is the newest). */
function seed(count: number, fields: (n: number) => Parameters<typeof listLead>[1] = () => ({})) {
  api().state.leads = Array.from({ length: count }, (_, i) =>
    listLead(leadId(i + 1), {
      published_at: new Date(Date.UTC(2025, 2, 1) - i * 60_000).toISOString(),
      assignee_id: null,
      ...fields(i + 1),
    }),
  );
  serveOwners(api());
}

async function openList(url = LIST, first = 1) {
  const view = renderApp(url);
  const grid = await screen.findByRole('grid', { name: 'Leads' });
  await within(grid).findByRole('row', { name: new RegExp(`Lead ${leadId(first)}`) }, { timeout: 15_000 });
  return { ...view, grid };
}

const row = (n: number) => screen.getByRole('row', { name: new RegExp(`Lead ${leadId(n)}`) });
const noRow = (n: number) => screen.queryByRole('row', { name: new RegExp(`Lead ${leadId(n)}`) });
const ownerOf = (n: number) =>
  within(row(n)).getByRole('button', { name: new RegExp(`^Assign “Lead ${leadId(n)}”`) });

describe('lead owners in the list', () => {
  it('shows each row’s owner, and gives a lead from the row’s menu', async () => {
    seed(3, (n) => ({ assignee_id: n === 2 ? ownerIds.bob : n === 3 ? ownerIds.gone : null }));
    const { user, grid } = await openList();
    await waitFor(() =>
      expect(ownerOf(2)).toHaveAccessibleName(`Assign “Lead ${leadId(2)}” (owner: Bob Stone)`),
    );
    expect(ownerOf(2)).toHaveTextContent('BS');
    expect(ownerOf(1)).toHaveAccessibleName(`Assign “Lead ${leadId(1)}” (owner: Unassigned)`);
    expect(ownerOf(3)).toHaveAccessibleName(`Assign “Lead ${leadId(3)}” (owner: Former member)`);

    await user.click(ownerOf(1));
    const menu = await screen.findByRole('menu', { name: `Owner of “Lead ${leadId(1)}”` });
    expect(ownerOf(1)).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(menu).getByRole('menuitemradio', { name: 'Gus Guest (guest)' }));
    await waitFor(() => expect(owners(1)).toEqual([ownerIds.gus]));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(grid).toHaveFocus();
    await waitFor(() => expect(ownerOf(1)).toHaveAccessibleName(/owner: Gus Guest/));
    expect(await screen.findByText(`“Lead ${leadId(1)}” assigned to Gus Guest.`)).toHaveAttribute(
      'role',
      'status',
    );
  });

  it('a opens the owner menu for the active lead; Escape closes it and the list keeps focus', async () => {
    seed(2);
    const { user, grid } = await openList();
    await user.keyboard('jj');
    await user.keyboard('a');
    const menu = await screen.findByRole('menu', { name: `Owner of “Lead ${leadId(2)}”` });
    expect(within(menu).getByRole('menuitemradio', { name: 'Assign to me' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(grid).toHaveFocus();

    await user.keyboard('a');
    await screen.findByRole('menu');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(owners(1, 2)).toEqual([null, ownerIds.bob]));
    expect(grid).toHaveFocus();
  });

  it('i gives the active lead to me; on a lead already mine it changes nothing and says so', async () => {
    seed(2);
    const { user } = await openList();
    await user.keyboard('j');
    await user.keyboard('i');
    await waitFor(() => expect(owners(1, 2)).toEqual([ownerIds.ada, null]));
    expect(await screen.findByText(`“Lead ${leadId(1)}” assigned to you.`)).toBeInTheDocument();
    expect(assignCalls()).toBe(1);

    await user.keyboard('i');
    expect(await screen.findByText(`“Lead ${leadId(1)}” is already yours.`)).toHaveAttribute(
      'role',
      'status',
    );
    expect(assignCalls()).toBe(1);
  });

  it('"Assigned to me" lists a lead just given to me once the lists are asked again', async () => {
    seed(2, (n) => ({ assignee_id: n === 2 ? ownerIds.ada : null }));
    const { user } = await openList(`${LIST}?assignee=me`, 2);
    expect(noRow(1)).toBeNull();
    // Lead 1 is given to me elsewhere (another tab, a teammate): the list's next fetch shows it.
    api().state.leads[0] = { ...stored(1), assignee_id: ownerIds.ada };
    await user.keyboard('j');
    // Unassigning the one shown refreshes the lists: lead 2 leaves, lead 1 comes.
    await user.keyboard('a');
    await user.click(await screen.findByRole('menuitemradio', { name: 'Unassigned' }));
    await waitFor(() => expect(noRow(2)).toBeNull());
    expect(await screen.findByRole('row', { name: new RegExp(`Lead ${leadId(1)}`) })).toBeVisible();
    expect(
      api().requests.some((r) => r.path === `/api/v1/leads/${PROJECT}` && r.query.assignee === 'me'),
    ).toBe(true);
  });

  it('assigns the selection from the bulk bar, and every matching lead by filter, saying how many', async () => {
    seed(55);
    const { user } = await openList();
    await user.click(within(row(1)).getByRole('checkbox'));
    await user.click(within(row(2)).getByRole('checkbox'));
    const bar = screen.getByRole('toolbar', { name: 'Selected leads' });
    await user.click(within(bar).getByRole('button', { name: 'Assign…' }));
    const menu = await screen.findByRole('menu', { name: 'Owner of 2 leads' });
    // Several leads: no owner is checked.
    expect(within(menu).queryByRole('menuitemradio', { checked: true })).toBeNull();
    await user.click(within(menu).getByRole('menuitemradio', { name: 'Bob Stone' }));
    await waitFor(() => expect(owners(1, 2, 3)).toEqual([ownerIds.bob, ownerIds.bob, null]));
    expect(await screen.findByText('2 leads assigned to Bob Stone')).toBeVisible();
    expect(screen.queryByRole('toolbar', { name: 'Selected leads' })).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'Select all loaded leads' }));
    await user.click(screen.getByRole('button', { name: 'Select all 55 matching' }));
    await user.click(
      within(screen.getByRole('toolbar', { name: 'Selected leads' })).getByRole('button', {
        name: 'Assign…',
      }),
    );
    await user.click(await screen.findByRole('menuitemradio', { name: 'Unassigned' }));
    const bulk = await waitFor(() => {
      const call = api().requests.find(
        (r) => r.path.endsWith('/update_assignee') && r.body && 'filter' in (r.body as object),
      );
      expect(call).toBeDefined();
      return call!;
    });
    expect(bulk.body).toEqual({ assignee_id: null, filter: {} });
    await waitFor(() => expect(owners(1, 2)).toEqual([null, null]));
    // By filter the server counts what changed: the two Bob had.
    expect(await screen.findByText('2 leads unassigned')).toBeVisible();
  });

  it('shows the owners as they were and says what failed when a bulk assignment fails', async () => {
    seed(2);
    const { user } = await openList();
    api().route('POST /api/v1/leads/:projectId/update_assignee', () => ({
      status: 500,
      body: { detail: 'Internal server error', code: 'INTERNAL' },
    }));
    await user.click(within(row(1)).getByRole('checkbox'));
    await user.click(within(row(2)).getByRole('checkbox'));
    await user.click(
      within(screen.getByRole('toolbar', { name: 'Selected leads' })).getByRole('button', {
        name: 'Assign…',
      }),
    );
    await user.click(await screen.findByRole('menuitemradio', { name: 'Bob Stone' }));
    expect(await screen.findByText('Could not change the owner')).toBeInTheDocument();
    await waitFor(() => expect(ownerOf(1)).toHaveAccessibleName(/owner: Unassigned/));
    expect(ownerOf(2)).toHaveAccessibleName(/owner: Unassigned/);
    expect(owners(1, 2)).toEqual([null, null]);
  });

  it('lists a and i in the shortcut sheet', async () => {
    seed(1);
    const { user } = await openList();
    await user.keyboard('?');
    const sheet = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(sheet).getByText(/^Assign: choose the owner/)).toBeVisible();
    expect(within(sheet).getByText('Assign this lead to me')).toBeVisible();
  });
});
