// The owner picker against the workspace's fake API: the choices and their order, the keyboard (arrows,
// type-ahead, Escape back to the button), giving the lead at once and saying so, the owner put back when
// the call fails, a former member, and the field that finds a person among many.
import { screen, waitFor, within } from '@testing-library/react';
import { useLead } from '@signalboard/shared/api';
import { renderWithProviders, type ApiReply } from '@signalboard/shared/testing';
import { LEADS_PROJECT as PROJECT, withLeadsApi } from '../../testing/leads-api';
import { listLead } from '../../testing/leads-list-routes';
import { ownerIds, ownerPeople, serveOwners } from '../../testing/lead-owner-routes';
import { OwnerPicker } from '../owner-picker';

const api = withLeadsApi();
const LEAD = '00000000-0000-4000-8000-000000000001';
const stored = () => api().state.leads.find((lead) => lead.id === LEAD)!;

/** The picker as the drawer uses it: over the lead's own cache entry, so a change shows through it. */
function PickerOfLead() {
  const lead = useLead(PROJECT, LEAD).data;
  return lead ? <OwnerPicker projectId={PROJECT} lead={lead} about="“Best CRM?”" /> : null;
}

async function openPicker(assigneeId: string | null = null, people = ownerPeople()) {
  api().state.leads = [listLead(LEAD, { assignee_id: assigneeId })];
  serveOwners(api(), { people });
  const view = renderWithProviders(<PickerOfLead />);
  const button = await screen.findByRole('button', { name: /^Owner:/ }, { timeout: 15_000 });
  return { ...view, button };
}

const ownerButton = (name: string) =>
  screen.getByRole('button', { name: `Owner: ${name}. Change the owner` });

describe('OwnerPicker', () => {
  it('offers me first, then members, guests (marked), then Unassigned; Escape closes and gives focus back', async () => {
    const { user, button } = await openPicker();
    await waitFor(() => expect(ownerButton('Unassigned')).toBeVisible());
    await user.click(button);
    const menu = await screen.findByRole('menu', { name: 'Owner of “Best CRM?”' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const items = within(menu).getAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent)).toEqual([
      'Assign to me',
      'Ada Lovelace (you)',
      'Bob Stone',
      'Gus Guest (guest)',
      'Unassigned',
    ]);
    expect(items[0]).toHaveFocus();
    // The current owner (nobody) is the checked choice.
    expect(within(menu).getByRole('menuitemradio', { name: 'Unassigned' })).toHaveAttribute(
      'aria-checked',
      'true',
    );

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(within(menu).getByRole('menuitemradio', { name: 'Bob Stone' })).toHaveFocus();
    await user.keyboard('g');
    expect(within(menu).getByRole('menuitemradio', { name: 'Gus Guest (guest)' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(within(menu).getByRole('menuitemradio', { name: 'Unassigned' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();
    expect(api().count(`PUT /api/v1/leads/${PROJECT}/lead/${LEAD}/assignee`)).toBe(0);
  });

  it('gives the lead to the chosen person at once and says so politely', async () => {
    const { user, button } = await openPicker();
    await user.click(button);
    await user.click(await screen.findByRole('menuitemradio', { name: 'Bob Stone' }));
    await waitFor(() => expect(ownerButton('Bob Stone')).toHaveFocus());
    await waitFor(() => expect(stored().assignee_id).toBe(ownerIds.bob));
    expect(await screen.findByText('Assigned to Bob Stone.')).toHaveAttribute('role', 'status');

    await user.click(ownerButton('Bob Stone'));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Assign to me' }));
    await waitFor(() => expect(stored().assignee_id).toBe(ownerIds.ada));
    expect(await screen.findByText('Assigned to you.')).toBeInTheDocument();
    await waitFor(() => expect(ownerButton('Ada Lovelace')).toBeVisible());

    await user.click(ownerButton('Ada Lovelace'));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Unassigned' }));
    await waitFor(() => expect(stored().assignee_id).toBeNull());
    expect(await screen.findByText('Unassigned.')).toBeInTheDocument();
  });

  it('puts the owner back and says what failed when the API refuses', async () => {
    const { user, button } = await openPicker();
    let answer!: () => void;
    api().route(
      'PUT /api/v1/leads/:projectId/lead/:leadId/assignee',
      () =>
        new Promise<ApiReply>((resolve) => {
          answer = () =>
            resolve({
              status: 422,
              body: { detail: 'Not in this project', code: 'ASSIGNEE_NOT_IN_PROJECT', field: 'assignee_id' },
            });
        }),
    );
    await user.click(button);
    await user.click(await screen.findByRole('menuitemradio', { name: 'Bob Stone' }));
    // Shown at once, before the answer.
    await waitFor(() => expect(ownerButton('Bob Stone')).toBeVisible());
    await waitFor(() => expect(api().count(`PUT /api/v1/leads/${PROJECT}/lead/${LEAD}/assignee`)).toBe(1));
    answer();
    await waitFor(() => expect(ownerButton('Unassigned')).toBeVisible());
    expect(await screen.findByText('Could not change the owner')).toBeInTheDocument();
    expect(screen.getByText('The owner was not changed.')).toHaveAttribute('role', 'status');
    expect(stored().assignee_id ?? null).toBeNull();
  });

  it('names an owner who left the project "Former member", and choosing them again changes nothing', async () => {
    const { user } = await openPicker(ownerIds.gone);
    await waitFor(() => expect(ownerButton('Former member')).toBeVisible());
    await user.click(ownerButton('Former member'));
    const menu = await screen.findByRole('menu');
    // Nobody listed is checked: the owner is not among the people.
    expect(within(menu).queryByRole('menuitemradio', { checked: true })).toBeNull();
    await user.keyboard('{Escape}');
  });

  it('finds a person by typing when there are many, and Enter takes the first match', async () => {
    const many = [
      ...ownerPeople(),
      ...Array.from({ length: 6 }, (_, i) => ({
        id: `eeeeeeee-eeee-4eee-8eee-${String(i).padStart(12, '0')}`,
        name: `Member ${i}`,
        kind: 'member' as const,
      })),
    ];
    const { user, button } = await openPicker(null, many);
    await user.click(button);
    const find = await screen.findByRole('searchbox', { name: 'Find a person' });
    expect(find).toHaveFocus();
    await user.type(find, 'sto');
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitemradio')
        .map((item) => item.textContent),
    ).toEqual(['Bob Stone']);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(stored().assignee_id).toBe(ownerIds.bob));
    expect(button).toHaveFocus();

    await user.click(button);
    await user.type(await screen.findByRole('searchbox', { name: 'Find a person' }), 'nobody here');
    expect(screen.getByText('No one matches “nobody here”.')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
