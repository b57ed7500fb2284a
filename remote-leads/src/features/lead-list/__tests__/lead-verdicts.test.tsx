// "Good lead" and "Not a lead" in the list, the bulk bar and the drawer, against the workspace's fake
// API: the keys g and n, the reason menu from the keyboard (Enter gives "no buying intent"), the row
// leaving with focus handed to the next row, Undo, the hidden list with Restore, and bulk "Good lead".
// The first test pays for the first render's transforms, so it has more time.
import { screen, waitFor, within } from '@testing-library/react';
import { listLead } from '../../../testing/leads-list-routes';
import { LEADS_PROJECT as PROJECT, withLeadsApi } from '../../../testing/leads-api';
import { renderApp } from '../../../testing/render-app';
import { giveVirtualScrollersHeight } from '../../../testing/virtual-layout';

const api = withLeadsApi();
giveVirtualScrollersHeight();

const leadId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const LIST = `/projects/${PROJECT}/leads`;
const stored = (n: number) => api().state.leads.find((lead) => lead.id === leadId(n))!;

/** Leads 1..count, newest first (lead 1 is the newest). */
function seed(count: number, fields: (n: number) => Parameters<typeof listLead>[1] = () => ({})) {
  api().state.leads = Array.from({ length: count }, (_, i) =>
    listLead(leadId(i + 1), {
      published_at: new Date(Date.UTC(2025, 2, 1) - i * 60_000).toISOString(),
      ...fields(i + 1),
    }),
  );
}

async function openList(url = LIST, first = 1) {
  const view = renderApp(url);
  const grid = await screen.findByRole('grid', { name: 'Leads' });
  await within(grid).findByRole('row', { name: new RegExp(`Lead ${leadId(first)}`) });
  return { ...view, grid };
}

const row = (n: number) => screen.getByRole('row', { name: new RegExp(`Lead ${leadId(n)}`) });
const noRow = (n: number) => screen.queryByRole('row', { name: new RegExp(`Lead ${leadId(n)}`) });

describe('verdicts in the lead list', () => {
  it('hides a lead with n and Enter (no buying intent), hands focus to the next row, and Undo brings it back', async () => {
    seed(3);
    const { user, grid } = await openList();
    await user.keyboard('jj');
    expect(grid).toHaveAttribute('aria-activedescendant', `lead-row-${leadId(2)}`);

    await user.keyboard('n');
    const menu = await screen.findByRole('menu', { name: `Why is “Lead ${leadId(2)}” not a lead?` });
    expect(within(menu).getByRole('menuitem', { name: 'No buying intent' })).toHaveFocus();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'No buying intent',
      'Wrong buyer',
      'Vendor or self-promotion',
      'Job post',
      'Another meaning',
      'Other',
    ]);
    await user.keyboard('{Enter}');

    await waitFor(() => expect(noRow(2)).toBeNull());
    expect(screen.queryByRole('menu')).toBeNull();
    expect(grid).toHaveFocus();
    expect(grid).toHaveAttribute('aria-activedescendant', `lead-row-${leadId(3)}`);
    await waitFor(() =>
      expect(stored(2)).toMatchObject({ verdict: 'not_lead', verdict_reason: 'no_buying_intent' }),
    );
    expect(await screen.findByText('Not a lead: No buying intent')).toBeVisible();
    expect(screen.getByText('2 leads')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(stored(2).verdict).toBeNull());
    expect(await screen.findByRole('row', { name: new RegExp(`Lead ${leadId(2)}`) })).toBeVisible();
  }, 15_000);

  it('takes another reason with the arrows, and Escape closes the menu without hiding anything', async () => {
    seed(2);
    const { user, grid } = await openList();
    await user.keyboard('j');
    await user.keyboard('n');
    await screen.findByRole('menu');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(grid).toHaveFocus();
    expect(stored(1).verdict).toBeNull();

    await user.keyboard('n');
    await screen.findByRole('menu');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Job post' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(stored(1)).toMatchObject({ verdict: 'not_lead', verdict_reason: 'job_post' }));
    await waitFor(() => expect(noRow(1)).toBeNull());
  });

  it('marks a good lead with g or the row button, shown as the pressed check; g again takes it back', async () => {
    seed(2);
    const { user } = await openList();
    await user.keyboard('j');
    await user.keyboard('g');
    await waitFor(() => expect(stored(1).verdict).toBe('good'));
    expect(within(row(1)).getByRole('button', { name: `Good lead: “Lead ${leadId(1)}”` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.keyboard('g');
    await waitFor(() => expect(stored(1).verdict).toBeNull());

    await user.click(within(row(2)).getByRole('button', { name: `Good lead: “Lead ${leadId(2)}”` }));
    await waitFor(() => expect(stored(2).verdict).toBe('good'));
    // Still listed: a good lead stays where it was.
    expect(row(2)).toBeVisible();
  });

  it('asks the reason from the row button and hides the lead', async () => {
    seed(2);
    const { user } = await openList();
    await user.click(within(row(1)).getByRole('button', { name: `Not a lead: “Lead ${leadId(1)}”` }));
    const menu = await screen.findByRole('menu');
    await user.click(within(menu).getByRole('menuitem', { name: 'Vendor or self-promotion' }));
    await waitFor(() =>
      expect(stored(1)).toMatchObject({ verdict: 'not_lead', verdict_reason: 'vendor_or_self_promotion' }),
    );
    await waitFor(() => expect(noRow(1)).toBeNull());
  });

  it('lists hidden leads under "Not a lead (hidden)" with Restore, by button and by n', async () => {
    seed(3, (n) => (n === 3 ? {} : { verdict: 'not_lead', verdict_reason: n === 1 ? 'job_post' : 'other' }));
    const { user, grid } = await openList(`${LIST}?verdict=not_lead`);
    expect(screen.getByText('2 leads')).toBeVisible();
    expect(noRow(3)).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Triage' })).toHaveValue('not_lead');
    expect(screen.getByRole('button', { name: /Not a lead \(hidden\)/ })).toBeVisible();

    await user.click(
      within(row(1)).getByRole('button', { name: /^Restore “Lead .*” \(not a lead: Job post\)$/ }),
    );
    await waitFor(() => expect(stored(1).verdict).toBeNull());
    await waitFor(() => expect(noRow(1)).toBeNull());
    expect(await screen.findByText('1 lead restored')).toBeVisible();

    grid.focus();
    await user.keyboard('j');
    await user.keyboard('n');
    await waitFor(() => expect(stored(2).verdict).toBeNull());
  });

  it('marks the selection good from the bulk bar, and hides it with a reason', async () => {
    seed(3);
    const { user } = await openList();
    await user.click(within(row(1)).getByRole('checkbox'));
    await user.click(within(row(2)).getByRole('checkbox'));
    const bar = screen.getByRole('toolbar', { name: 'Selected leads' });
    await user.click(within(bar).getByRole('button', { name: 'Good lead' }));
    await waitFor(() =>
      expect([stored(1).verdict, stored(2).verdict, stored(3).verdict]).toEqual(['good', 'good', null]),
    );

    await user.click(within(row(2)).getByRole('checkbox'));
    await user.click(within(row(3)).getByRole('checkbox'));
    await user.click(
      within(screen.getByRole('toolbar', { name: 'Selected leads' })).getByRole('button', {
        name: 'Not a lead…',
      }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Wrong buyer' }));
    await waitFor(() => expect([stored(2).verdict, stored(3).verdict]).toEqual(['not_lead', 'not_lead']));
    expect(stored(3).verdict_reason).toBe('wrong_buyer');
    await waitFor(() => expect(noRow(3)).toBeNull());
    expect(await screen.findByText('2 leads hidden: Wrong buyer')).toBeVisible();
  });

  it('lists g and n in the shortcut sheet', async () => {
    seed(1);
    const { user } = await openList();
    await user.keyboard('?');
    const sheet = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(sheet).getByText(/^Good lead/)).toBeVisible();
    expect(within(sheet).getByText(/^Not a lead: asks the reason/)).toBeVisible();
  });
});

describe('verdicts in the drawer', () => {
  it('hides the open lead with a reason, says so, and restores it', async () => {
    seed(2);
    const { user } = renderApp(`${LIST}?lead=${leadId(1)}`);
    const drawer = await screen.findByRole('dialog', { name: `Lead ${leadId(1)}` }, { timeout: 5000 });
    await user.click(within(drawer).getByRole('button', { name: 'Good lead' }));
    await waitFor(() => expect(stored(1).verdict).toBe('good'));
    expect(within(drawer).getByRole('button', { name: 'Good lead' })).toHaveAttribute('aria-pressed', 'true');

    const trigger = within(drawer).getByRole('button', { name: 'Not a lead' });
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{End}{Enter}');
    // "Other" asks for a few words (optional, 200 at most), focused, before it hides the lead.
    const note = await screen.findByRole('textbox', { name: 'Other: say why (optional)' });
    expect(note).toHaveFocus();
    expect(note).toHaveAttribute('maxlength', '200');
    expect(stored(1).verdict).toBe('good');
    await user.keyboard('Already a customer');
    expect(screen.getByText('18/200')).toBeVisible();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(stored(1)).toMatchObject({
        verdict: 'not_lead',
        verdict_reason: 'other',
        verdict_note: 'Already a customer',
      }),
    );
    expect(await within(drawer).findByText('Hidden: not a lead (Other: Already a customer)')).toBeVisible();

    await user.click(within(drawer).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(stored(1).verdict).toBeNull());
    expect(await within(drawer).findByRole('button', { name: 'Good lead' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});
