// The "Statuses" editor against the fake API: order, keyboard and drag-and-drop reorder (optimistic,
// rolled back on a refusal), add with a colour, rename refused naming the field, delete saying where
// the leads go.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { errorReply, renderWithProviders } from '@signalboard/shared/testing';
import { manageStatus } from '../../../testing/manage-routes';
import { ManageMenu } from '../manage-menu';
import { PROJECT, withManageApi } from './manage-test-api';

const api = withManageApi();

beforeEach(() => {
  api().state.statuses = [
    manageStatus('st-new', 'New', 0, { is_default: true, lead_count: 7 }),
    manageStatus('st-contacted', 'Contacted', 1, { lead_count: 3 }),
    manageStatus('st-won', 'Won', 2),
  ];
});

async function openStatuses() {
  const view = renderWithProviders(<ManageMenu projectId={PROJECT} />);
  await view.user.click(await screen.findByRole('button', { name: 'Statuses' }));
  const list = await screen.findByRole('list', { name: 'Lead statuses in order' });
  return { ...view, list };
}

const order = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((row) => row.getAttribute('aria-label')?.split(',')[0]);

describe('status configs editor', () => {
  it('lists the statuses in position order with their lead counts', async () => {
    api().state.statuses.reverse();
    const { list } = await openStatuses();
    expect(order(list)).toEqual(['New', 'Contacted', 'Won']);
    expect(within(list).getByText('7 leads · Default')).toBeInTheDocument();
  });

  it('names each button with its visible words in the name (WCAG 2.5.3)', async () => {
    const { list } = await openStatuses();
    const worded = within(list)
      .getAllByRole('button')
      .filter((button) => /[a-z]/i.test(button.textContent ?? ''));
    expect(worded.length).toBeGreaterThan(0);
    for (const button of worded) {
      // Compared as axe does: case aside.
      const visible = button.textContent!.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      expect(button).toHaveAccessibleName(new RegExp(visible, 'i'));
    }
    expect(within(list).getByRole('button', { name: 'Make default: Contacted' })).toBeVisible();
  });

  it('moves the focused status with Alt+ArrowDown, announces it and keeps the focus on it', async () => {
    const { list, user } = await openStatuses();
    const row = within(list).getByRole('listitem', { name: /^New,/ });
    row.focus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(order(list)).toEqual(['Contacted', 'New', 'Won']);
    expect(screen.getByText('Moved New to position 2 of 3.')).toBeInTheDocument();
    await waitFor(() =>
      expect(api().count('PATCH /api/v1/lead-status-configs/project/p1/status/st-new/position')).toBe(1),
    );
    const sent = api().requests.find((r) => r.path.endsWith('/st-new/position'));
    expect(sent?.query).toEqual({ new_position: '1' });
    await waitFor(() =>
      expect(within(list).getByRole('listitem', { name: /^New, position 2/ })).toHaveFocus(),
    );
    expect(api().state.statuses.find((s) => s.id === 'st-new')?.position).toBe(1);
  });

  it('moves with the Move up button, and not past the top', async () => {
    const { list, user } = await openStatuses();
    expect(screen.getByRole('button', { name: 'Move New up' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move Won up' }));
    expect(order(list)).toEqual(['New', 'Won', 'Contacted']);
    await waitFor(() => expect(api().state.statuses.find((s) => s.id === 'st-won')?.position).toBe(1));
  });

  it('reorders by drag and drop', async () => {
    const { list } = await openStatuses();
    const won = within(list).getByRole('listitem', { name: /^Won,/ });
    const first = within(list).getByRole('listitem', { name: /^New,/ });
    fireEvent.dragStart(won);
    fireEvent.dragOver(first);
    fireEvent.drop(first);
    await waitFor(() => expect(order(list)).toEqual(['Won', 'New', 'Contacted']));
    await waitFor(() => expect(api().state.statuses.find((s) => s.id === 'st-won')?.position).toBe(0));
    expect(screen.getByText('Moved Won to position 1 of 3.')).toBeInTheDocument();
  });

  it('puts the order back and says so when the API refuses a move', async () => {
    api().route('PATCH /api/v1/lead-status-configs/project/:projectId/status/:id/position', () =>
      errorReply(500, 'INTERNAL', 'The server failed.'),
    );
    const { list, user } = await openStatuses();
    await user.click(screen.getByRole('button', { name: 'Move Contacted down' }));
    await waitFor(() => expect(order(list)).toEqual(['New', 'Contacted', 'Won']));
    expect(await screen.findByText(/Contacted is back at position 2\./)).toBeInTheDocument();
  });

  it('adds a status with the chosen colour', async () => {
    const { user } = await openStatuses();
    await user.type(screen.getByLabelText('New status'), 'Qualified');
    await user.click(
      within(screen.getByRole('group', { name: 'Colour of the new status' })).getByRole('radio', {
        name: 'Green',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Add status' }));
    await screen.findByRole('listitem', { name: /^Qualified, position 4 of 4/ });
    expect(api().state.statuses.at(-1)).toMatchObject({ name: 'Qualified', color: '#22c55e' });
  });

  it('shows a refused name under the name field', async () => {
    const { user } = await openStatuses();
    await user.click(screen.getByRole('button', { name: 'Rename Won' }));
    const input = screen.getByLabelText('New name');
    await user.clear(input);
    await user.type(input, 'new');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(input).toHaveAccessibleDescription('A status already has this name.'));
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('recolours from the palette', async () => {
    const { user } = await openStatuses();
    await user.click(screen.getByRole('button', { name: 'Change the colour of Won (now Blue)' }));
    await user.click(
      within(screen.getByRole('group', { name: 'Colour of Won' })).getByRole('radio', { name: 'Red' }),
    );
    await screen.findByRole('button', { name: 'Change the colour of Won (now Red)' });
    expect(api().state.statuses.find((s) => s.id === 'st-won')?.color).toBe('#ef4444');
  });

  it('says where the leads of a deleted status go, then deletes it', async () => {
    const { list, user } = await openStatuses();
    await user.click(screen.getByRole('button', { name: 'Delete Contacted' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the status “Contacted”?' });
    expect(dialog).toHaveTextContent('Its 3 leads move to New.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete status' }));
    await waitFor(() => expect(order(list)).toEqual(['New', 'Won']));
    expect(api().state.statuses.find((s) => s.id === 'st-new')?.lead_count).toBe(10);
  });

  it('names the new default when the default is deleted', async () => {
    const { user } = await openStatuses();
    await user.click(screen.getByRole('button', { name: 'Delete New' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the status “New”?' });
    expect(dialog).toHaveTextContent('Its 7 leads move to Contacted. Contacted becomes the default.');
  });
});
