// useGiveVerdict when the control that asked is gone before the answer comes: in the drawer the controls
// remount while the whole lead loads again, and the toast with Undo must still come (it once did not:
// mutate's per-call onSuccess is dropped for an unmounted caller). The answer is held until the caller
// has unmounted, against the workspace's fake API.
import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '@signalboard/shared/testing';
import { listLead } from '../../testing/leads-list-routes';
import { LEADS_PROJECT as PROJECT, withLeadsApi } from '../../testing/leads-api';
import { leadVerdictRoutes } from '../../testing/lead-verdict-routes';
import { UndoLayer } from '../undo/undo-layer';
import { useUndoStore } from '../undo/undo-store';
import { useGiveVerdict } from '../use-verdict';

const api = withLeadsApi();
afterEach(() => act(() => useUndoStore.setState({ offer: null })));
const LEAD = '00000000-0000-4000-8000-000000000001';
const VERDICT_ROUTE = 'POST /api/v1/leads/:projectId/lead/:leadId/verdict';

function NotALeadButton() {
  const giveVerdict = useGiveVerdict(PROJECT);
  return (
    <button
      type="button"
      onClick={() => giveVerdict({ ids: [LEAD] }, { verdict: 'not_lead', reason: 'job_post' })}
    >
      Not a lead
    </button>
  );
}

/** The button, and a way to replace it by another of its kind (a remount, as the drawer's). */
function Remounting() {
  const [generation, setGeneration] = useState(0);
  return (
    <>
      <NotALeadButton key={generation} />
      <button type="button" onClick={() => setGeneration((n) => n + 1)}>
        Remount
      </button>
    </>
  );
}

it('offers Undo for a verdict whose control remounted before the answer, and Undo restores the lead', async () => {
  api().state.leads = [listLead(LEAD, {})];
  const real = leadVerdictRoutes(api().state, () => true)[VERDICT_ROUTE]!;
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let calls = 0;
  api().route(VERDICT_ROUTE, async (request) => {
    calls += 1;
    if (calls === 1) await held;
    return real(request);
  });

  const { user } = renderWithProviders(
    <>
      <Remounting />
      <UndoLayer />
    </>,
  );
  await user.click(screen.getByRole('button', { name: 'Not a lead' }));
  await waitFor(() => expect(calls).toBe(1));
  await user.click(screen.getByRole('button', { name: 'Remount' }));
  act(() => release());

  const toast = await screen.findByText('Not a lead: Job post');
  expect(toast).toBeVisible();
  expect(api().state.leads[0]!.verdict).toBe('not_lead');
  await user.click(await screen.findByRole('button', { name: 'Undo' }));
  await screen.findByText('Undone');
  expect(api().state.leads[0]!.verdict).toBeNull();
});
