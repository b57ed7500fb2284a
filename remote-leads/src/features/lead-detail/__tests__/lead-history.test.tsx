// The lead's history: each entry kind as the sentence a person reads (who did what, names as they were),
// newest first with "Show more" asking for the page before the last entry shown, the truth when there is
// nothing yet, and a fresh history once a status change made here is saved.
import { screen, waitFor, within } from '@testing-library/react';
import type { LeadHistoryActor, LeadHistoryEntry } from '@signalboard/shared/api';
import { manageStatus } from '../../../testing/manage-routes';
import { ownerIds, ownerPeople, serveOwners } from '../../../testing/lead-owner-routes';
import { historyEntry, serveNotes } from '../../../testing/lead-notes-routes';
import { historySentence } from '../history-sentence';
import { leadId, listLead, PROJECT, statusId, withDetailApi } from './detail-api';
import { renderDrawer } from './render-drawer';

const ana: LeadHistoryActor = { kind: 'user', user_id: ownerIds.ada, name: 'Ana', former_member: false };
const ben: LeadHistoryActor = { kind: 'user', user_id: ownerIds.bob, name: 'Ben', former_member: false };
const by = (actor: LeadHistoryActor, kind: LeadHistoryEntry['kind'], data: LeadHistoryEntry['data'] = {}) =>
  historySentence(historyEntry(kind, data, { actor }), ownerPeople());

describe('historySentence', () => {
  it('says who did what, in the product’s words', () => {
    expect(historySentence(historyEntry('found', { platform: 'reddit', score: 82 }))).toBe(
      'Signalboard found it on Reddit (score 82)',
    );
    expect(historySentence(historyEntry('found', { platform: 'csv_import', score: 40 }))).toBe(
      'Signalboard found it in a CSV import (score 40)',
    );
    expect(historySentence(historyEntry('scored', { from: 62, to: 81 }))).toBe(
      'Signalboard scored it again: 62 → 81',
    );
    expect(by(ben, 'read')).toBe('Ben read it first');
    expect(by(ana, 'status_changed', { from: null, to: 's1', to_name: 'Contacted' })).toBe(
      'Ana moved it to Contacted',
    );
    expect(by(ana, 'status_changed', { from: 's1', from_name: 'Contacted', to: null })).toBe(
      'Ana cleared its status',
    );
    expect(by(ben, 'assignee_changed', { from: null, to: ownerIds.ada, to_name: 'Ana' })).toBe(
      'Ben gave it to Ana',
    );
    expect(by(ana, 'assignee_changed', { from: null, to: ownerIds.ada, to_name: 'Ana' })).toBe('Ana took it');
    expect(by(ana, 'assignee_changed', { from: ownerIds.bob, from_name: 'Ben', to: ownerIds.ada })).toBe(
      'Ana took it over from Ben',
    );
    expect(by(ana, 'assignee_changed', { from: ownerIds.ada, from_name: 'Ana', to: null })).toBe(
      'Ana gave it up',
    );
    expect(by(ana, 'assignee_changed', { from: ownerIds.bob, from_name: 'Ben', to: null })).toBe(
      'Ana took it away from Ben',
    );
    expect(by(ana, 'verdict_changed', { from: null, to: 'good' })).toBe('Ana marked it a good lead');
    expect(by(ana, 'verdict_changed', { to: 'not_lead', reason: 'other', note: 'A bot' })).toBe(
      'Ana marked it not a lead (Other: A bot)',
    );
    expect(by(ana, 'verdict_changed', { from: 'not_lead', to: null })).toBe('Ana took back “not a lead”');
    expect(by(ana, 'note_added', { note_id: 'n', mentioned_user_ids: [ownerIds.bob, ownerIds.gus] })).toBe(
      'Ana added a note mentioning Bob Stone and Gus Guest',
    );
    expect(by(ana, 'note_added', { note_id: 'n', mentioned_user_ids: [] })).toBe('Ana added a note');
    expect(by(ana, 'note_edited', { note_id: 'n' })).toBe('Ana edited a note');
    expect(by(ana, 'note_deleted', { note_id: 'n' })).toBe('Ana deleted a note');
    expect(by(ana, 'deleted')).toBe('Ana deleted the lead');
    expect(by(ana, 'restored')).toBe('Ana restored the lead');
  });

  it('names former members, Slack users and rules as such', () => {
    expect(by({ ...ana, former_member: true }, 'note_deleted', { note_id: 'n' })).toBe(
      'Ana (former member) deleted a note',
    );
    expect(
      by({ kind: 'slack', user_id: null, name: 'ana.s', former_member: false }, 'status_changed', {
        to_name: 'Contacted',
      }),
    ).toBe('ana.s (in Slack) moved it to Contacted');
    expect(
      by({ kind: 'rule', user_id: null, name: '', former_member: false }, 'assignee_changed', {
        to: ownerIds.bob,
        to_name: 'Ben',
      }),
    ).toBe('An assignment rule gave it to Ben');
  });
});

const api = withDetailApi();
const slow = { timeout: 15_000 };
const LEAD = leadId(1);
const HISTORY = `/api/v1/leads/${PROJECT}/lead/${LEAD}/history`;
const historySection = () => screen.getByRole('region', { name: 'History' });

beforeEach(() => {
  api().state.leads = [listLead(LEAD)];
  serveOwners(api());
});

describe('the history in the drawer', () => {
  it('shows the newest entries first and older ones on "Show more", until there are none', async () => {
    const notes = serveNotes(api());
    // 25 status changes, the newest (25) first: a page holds 20.
    notes.history.set(
      LEAD,
      Array.from({ length: 25 }, (_, i) =>
        historyEntry('status_changed', { to_name: `Step ${25 - i}` }, { actor: ana }),
      ),
    );
    const { user } = renderDrawer(`/projects/${PROJECT}/leads?lead=${LEAD}`);
    await screen.findByText('Ana moved it to Step 25', {}, slow);
    const entries = () => within(historySection()).getAllByRole('listitem');
    expect(entries()).toHaveLength(20);
    expect(entries()[19]).toHaveTextContent('Ana moved it to Step 6');

    await user.click(within(historySection()).getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(entries()).toHaveLength(25));
    expect(entries()[24]).toHaveTextContent('Ana moved it to Step 1');
    const pages = api().requests.filter((r) => r.path === HISTORY);
    expect(pages.at(-1)?.query.before).toBe(notes.history.get(LEAD)![19]!.id);
    expect(entries()[20]).toHaveFocus();
    expect(within(historySection()).queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('tells the truth when nothing is recorded yet', async () => {
    serveNotes(api());
    renderDrawer(`/projects/${PROJECT}/leads?lead=${LEAD}`);
    expect(
      await screen.findByText('Nothing recorded yet: changes to this lead will show here.', {}, slow),
    ).toBeVisible();
  });

  it('says when the history could not load, and Try again asks again', async () => {
    let down = true;
    serveNotes(api());
    api().route('GET /api/v1/leads/:projectId/lead/:leadId/history', () =>
      down
        ? { status: 403, body: { code: 'FORBIDDEN', detail: 'Not now.' } }
        : { status: 200, body: { items: [], next_before: null } },
    );
    const { user } = renderDrawer(`/projects/${PROJECT}/leads?lead=${LEAD}`);
    const section = async () => screen.findByRole('region', { name: 'History' }, slow);
    expect(await within(await section()).findByRole('alert')).toHaveTextContent(
      'We could not load the history.',
    );
    // Opening the lead marks it read, which asks for the history again (and fails again): wait for that
    // to settle, or Try again could be pressed while the section shows that second answer's spinner.
    await waitFor(() => expect(api().count(`POST /api/v1/leads/${PROJECT}/lead/${LEAD}/read`)).toBe(1));
    await waitFor(() => expect(api().count(`GET ${HISTORY}`)).toBeGreaterThanOrEqual(2));
    await within(await section()).findByRole('button', { name: 'Try again' });
    down = false;
    await user.click(within(await section()).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText('Nothing recorded yet: changes to this lead will show here.'),
    ).toBeVisible();
  });

  it('asks for the history again once a status change made here is saved', async () => {
    api().state.statuses = [manageStatus(statusId(1), 'New', 0), manageStatus(statusId(2), 'Contacted', 1)];
    api().state.leads = [listLead(LEAD, { status_config_id: statusId(1) })];
    const notes = serveNotes(api());
    const { user } = renderDrawer(`/projects/${PROJECT}/leads?lead=${LEAD}`);
    await screen.findByText('Nothing recorded yet: changes to this lead will show here.', {}, slow);
    const status = await screen.findByRole('combobox', { name: 'Status' });
    await waitFor(() => expect(status).toBeEnabled());
    const before = api().count(`GET ${HISTORY}`);
    // What the API records with the change (the fake's status route does not write history).
    notes.history.set(LEAD, [historyEntry('status_changed', { to_name: 'Contacted' }, { actor: ana })]);
    await user.selectOptions(status, 'Contacted');
    expect(await screen.findByText('Ana moved it to Contacted')).toBeVisible();
    expect(api().count(`GET ${HISTORY}`)).toBeGreaterThan(before);
  });
});
