// The "Signals" editor against the fake API: edit and add in one save, reanalysis with its progress
// bar reaching done, a refusal shown under the field it names, delete behind a confirmation, refine.
import { screen, waitFor, within } from '@testing-library/react';
import { queryKeys } from '@signalboard/shared/api';
import { queryClient } from '@signalboard/shared/query';
import { renderWithProviders } from '@signalboard/shared/testing';
import { manageSignal } from '../../../testing/manage-routes';
import { ManageMenu } from '../manage-menu';
import { PROJECT, withManageApi } from './manage-test-api';

const api = withManageApi();

beforeEach(() => {
  api().state.intentSignals = [
    manageSignal('sig-1', 'Looking for a CRM', { keywords: ['which crm', 'crm recommendation'] }),
    manageSignal('sig-2', 'Leaving HubSpot', { position: 1 }),
  ];
});

async function openSignals() {
  const view = renderWithProviders(<ManageMenu projectId={PROJECT} />);
  await view.user.click(await screen.findByRole('button', { name: 'Signals' }));
  const dialog = await screen.findByRole('dialog', { name: 'Intent signals' });
  await within(dialog).findByRole('group', { name: 'Looking for a CRM' });
  return { ...view, dialog };
}

describe('intent signals editor', () => {
  it('saves edits and new signals in one PUT, then follows the reanalysis until it is done', async () => {
    const { user, dialog } = await openSignals();
    const first = within(dialog).getByRole('group', { name: 'Looking for a CRM' });
    await user.type(within(first).getByRole('textbox', { name: 'Keywords' }), 'best crm{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Add signal' }));
    const added = within(dialog).getByRole('group', { name: 'New signal 3' });
    await user.type(within(added).getByLabelText(/^Name/), 'Asking for pricing');
    await user.click(within(dialog).getByRole('button', { name: 'Save signals' }));

    const bar = await within(dialog).findByRole('progressbar', { name: 'Reanalyzing leads' });
    const put = api().requests.find((r) => r.method === 'PUT');
    expect(put?.body).toEqual({
      reanalyze_leads: true,
      intent_signals: [
        {
          id: 'sig-1',
          name: 'Looking for a CRM',
          description: '',
          keywords: ['which crm', 'crm recommendation', 'best crm'],
          negative_keywords: [],
          enabled: true,
        },
        {
          id: 'sig-2',
          name: 'Leaving HubSpot',
          description: '',
          keywords: [],
          negative_keywords: [],
          enabled: true,
        },
        { name: 'Asking for pricing', description: '', keywords: [], negative_keywords: [], enabled: true },
      ],
    });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'), { timeout: 5000 });
    expect(bar).toHaveAttribute('aria-valuemax', '40');
    expect(within(dialog).getByText('Reanalyzing leads: done, 40 of 40 leads.')).toBeInTheDocument();
    expect(api().count('GET /api/v1/leads/p1/analysis_runs/run-1')).toBe(2);
  }, 15_000);

  it('saves without a run when "Reanalyze existing leads" is off', async () => {
    const { user, dialog } = await openSignals();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Reanalyze existing leads' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save signals' }));
    await screen.findByText('Intent signals saved.');
    expect(api().requests.find((r) => r.method === 'PUT')?.body).toMatchObject({ reanalyze_leads: false });
    expect(api().state.runs).toEqual([]);
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows a 422 under the field of the signal it names', async () => {
    const { user, dialog } = await openSignals();
    const second = within(dialog).getByRole('group', { name: 'Leaving HubSpot' });
    const name = within(second).getByLabelText(/^Name/);
    await user.clear(name);
    await user.type(name, 'looking for a crm');
    await user.click(within(dialog).getByRole('button', { name: 'Save signals' }));
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription(
      'intent_signals.1.name: another intent signal is called “looking for a crm”',
    );
    expect(api().state.intentSignals.map((s) => s.name)).toEqual(['Looking for a CRM', 'Leaving HubSpot']);
  });

  it('deletes a saved signal after confirming, and refreshes the lead lists', async () => {
    const { user, dialog } = await openSignals();
    queryClient.setQueryData(queryKeys.leadList(PROJECT, {}), { pages: [], pageParams: [] });
    await user.click(within(dialog).getByRole('button', { name: 'Delete Leaving HubSpot' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete “Leaving HubSpot”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete signal' }));
    await waitFor(() =>
      expect(within(dialog).queryByRole('group', { name: 'Leaving HubSpot' })).not.toBeInTheDocument(),
    );
    expect(api().state.intentSignals.map((s) => s.id)).toEqual(['sig-1']);
    await waitFor(() =>
      expect(queryClient.getQueryState(queryKeys.leadList(PROJECT, {}))?.isInvalidated).toBe(true),
    );
  });

  it('refines a signal and takes the suggestion into the form', async () => {
    const { user, dialog } = await openSignals();
    await user.click(within(dialog).getByRole('button', { name: 'Refine Looking for a CRM' }));
    await user.type(within(dialog).getByLabelText('How should it change? (optional)'), 'Agencies');
    await user.click(within(dialog).getByRole('button', { name: 'Suggest changes' }));
    await within(dialog).findByText('Added the keyword “agencies”.');
    await user.click(within(dialog).getByRole('button', { name: 'Accept changes' }));
    const first = within(dialog).getByRole('group', { name: 'Looking for a CRM' });
    const chips = within(first).getByRole('list', { name: 'Keywords' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['which crm', 'crm recommendation', 'agencies']);
    expect(api().requests.find((r) => r.path === '/api/v1/project/p1/refine_intent_signal')?.body).toEqual({
      intent_signal: {
        name: 'Looking for a CRM',
        description: '',
        keywords: ['which crm', 'crm recommendation'],
        negative_keywords: [],
      },
      instruction: 'Agencies',
    });
  });
});
