// Live owners and notes on a lead's own page, against the fake API serving a real text/event-stream:
// Bob writes a note and takes the lead while Ada has it open; one lead_changed event each, and Ada's page
// shows the note, the history and the new owner without a reload. The stream is held until the page has
// loaded, so only the events (not the first load, nor a reconnect's catch-up) can bring the changes.
import { screen, waitFor } from '@testing-library/react';
import { serveOwners, ownerIds } from '../../../testing/lead-owner-routes';
import { historyEntry, leadNote, serveNotes } from '../../../testing/lead-notes-routes';
import { LEADS_PROJECT as PROJECT, withLeadsApi } from '../../../testing/leads-api';
import { listLead } from '../../../testing/leads-list-routes';
import { renderApp } from '../../../testing/render-app';

const api = withLeadsApi();
const slow = { timeout: 15_000 };
const LEAD = '00000000-0000-4000-8000-000000000001';
const EVENTS_KEY = 'GET /api/v1/leads/:projectId/events';
const bob = { kind: 'user' as const, user_id: ownerIds.bob, name: 'Bob Stone', former_member: false };

it('shows the note and the owner another member just gave, from the event stream', async () => {
  api().state.leads = [listLead(LEAD)];
  serveOwners(api());
  const notes = serveNotes(api());
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const event = (fields: string[]) =>
    `event: lead_changed\ndata: ${JSON.stringify({
      project_id: PROJECT,
      lead_ids: [LEAD],
      count: 1,
      fields,
      actor_user_id: ownerIds.bob,
    })}\n\n`;
  let connections = 0;
  api().route(EVENTS_KEY, async () => {
    connections += 1;
    // Later connections are refused for good, so no reconnect refreshes anything.
    if (connections > 1) return { status: 404, body: { code: 'PROJECT_NOT_FOUND', detail: 'Not found' } };
    await held;
    return {
      status: 200,
      headers: { 'content-type': 'text/event-stream' },
      text: `event: ready\ndata: {}\n\n${event(['notes'])}${event(['assignee'])}`,
    };
  });

  renderApp(`/projects/${PROJECT}/leads/${LEAD}`);
  expect(await screen.findByText(/^No notes yet/, {}, slow)).toBeVisible();
  expect(await screen.findByRole('button', { name: 'Owner: Unassigned. Change the owner' })).toBeVisible();

  // Bob's changes, as the API stores them, then the events that say so.
  notes.notes.set(LEAD, [
    leadNote(LEAD, {
      body: 'I will answer this one.',
      author: { user_id: ownerIds.bob, name: 'Bob Stone', former_member: false },
    }),
  ]);
  notes.history.set(LEAD, [
    historyEntry('assignee_changed', { from: null, to: ownerIds.bob, to_name: 'Bob Stone' }, { actor: bob }),
    historyEntry('note_added', { mentioned_user_ids: [] }, { actor: bob }),
  ]);
  api().state.leads = [listLead(LEAD, { assignee_id: ownerIds.bob, assigned_at: new Date().toISOString() })];
  release();

  expect(await screen.findByText('I will answer this one.')).toBeVisible();
  expect(screen.getByText('Bob Stone took it')).toBeVisible();
  expect(screen.getByText('Bob Stone added a note')).toBeVisible();
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Owner: Bob Stone. Change the owner' })).toBeVisible(),
  );
}, 20_000);
