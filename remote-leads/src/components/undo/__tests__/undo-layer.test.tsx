// Undo works while the lead drawer (a modal) is open: the offer is shown in a layer of its own outside
// the tree the modal makes inert, a click on it does not close the drawer, Ctrl+Z does the same, and an
// offer made before the drawer opened stays usable once it is open.
import { screen, waitFor, within } from '@testing-library/react';
import { listLead } from '../../../testing/leads-list-routes';
import { LEADS_PROJECT as PROJECT, withLeadsApi } from '../../../testing/leads-api';
import { renderApp } from '../../../testing/render-app';
import { giveVirtualScrollersHeight } from '../../../testing/virtual-layout';
import { useUndoStore } from '../undo-store';

const api = withLeadsApi();
giveVirtualScrollersHeight();

const leadId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const LIST = `/projects/${PROJECT}/leads`;
const stored = (n: number) => api().state.leads.find((lead) => lead.id === leadId(n))!;

function seed(count: number) {
  api().state.leads = Array.from({ length: count }, (_, i) =>
    listLead(leadId(i + 1), { published_at: new Date(Date.UTC(2025, 2, 1) - i * 60_000).toISOString() }),
  );
}

/** Inert or hidden from assistive technology by a modal: the element or an ancestor says so. */
function blocked(element: Element): boolean {
  for (let node: Element | null = element; node; node = node.parentElement)
    if (
      (node as HTMLElement).inert ||
      node.hasAttribute('inert') ||
      node.getAttribute('aria-hidden') === 'true'
    )
      return true;
  return false;
}

afterEach(() => useUndoStore.setState({ offer: null }));

describe('the undo layer', () => {
  it('lets Undo be pressed while the drawer is open, keeping the drawer open', async () => {
    seed(2);
    const { user, container } = renderApp(`${LIST}?lead=${leadId(1)}`);
    const drawer = await screen.findByRole('dialog', { name: `Lead ${leadId(1)}` }, { timeout: 15_000 });
    await user.click(within(drawer).getByRole('button', { name: 'Not a lead' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(stored(1)).toMatchObject({ verdict: 'not_lead' }));

    const undo = await screen.findByRole('button', { name: 'Undo' });
    expect(screen.getByText('Not a lead: No buying intent')).toBeVisible();
    // The page behind the drawer is inert; the layer is not, and it is not inside the drawer either.
    await waitFor(() => expect(blocked(container)).toBe(true));
    expect(blocked(undo)).toBe(false);
    expect(drawer.contains(undo)).toBe(false);
    expect(undo.closest('#sb-undo-layer')?.parentElement).toBe(document.body);

    await user.click(undo);
    await waitFor(() => expect(stored(1).verdict).toBeNull());
    expect(screen.getByRole('dialog', { name: `Lead ${leadId(1)}` })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    expect(await within(drawer).findByRole('button', { name: 'Not a lead' })).toBeVisible();
  }, 30_000);

  it('stays usable when the drawer opens after the offer, and Ctrl+Z undoes from the keyboard', async () => {
    seed(3);
    const { user } = renderApp(LIST);
    const grid = await screen.findByRole('grid', { name: 'Leads' }, { timeout: 15_000 });
    await within(grid).findByRole('row', { name: new RegExp(`Lead ${leadId(1)}`) });
    await user.keyboard('j');
    await user.keyboard('n');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(stored(1).verdict).toBe('not_lead'));
    const undo = await screen.findByRole('button', { name: 'Undo' });

    // Lead 2 is now the active row: open it in the drawer while the offer is up.
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: `Lead ${leadId(2)}` });
    await waitFor(() => expect(blocked(grid)).toBe(true));
    expect(blocked(undo)).toBe(false);

    await user.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(stored(1).verdict).toBeNull());
    expect(screen.getByRole('dialog', { name: `Lead ${leadId(2)}` })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  }, 30_000);

  it('gives focus back to where it was after Undo is pressed from the keyboard', async () => {
    seed(2);
    const { user } = renderApp(`${LIST}?lead=${leadId(1)}`);
    const drawer = await screen.findByRole('dialog', { name: `Lead ${leadId(1)}` }, { timeout: 15_000 });
    const trigger = within(drawer).getByRole('button', { name: 'Not a lead' });
    await user.click(trigger);
    await user.keyboard('{Enter}');
    const undo = await screen.findByRole('button', { name: 'Undo' });
    const before = document.activeElement as HTMLElement;
    undo.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(stored(1).verdict).toBeNull());
    expect(document.activeElement).toBe(before);
  }, 30_000);
});
