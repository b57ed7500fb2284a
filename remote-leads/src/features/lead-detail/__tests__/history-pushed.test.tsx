// The history's `pushed` entry (issue 27): who sent the lead to which CRM (a person, or the CRM's push
// rule), with a link to the record in the CRM (http(s) only, a new tab).
import { screen, within } from '@testing-library/react';
import type { LeadHistoryActor } from '@signalboard/shared/api';
import { ownerIds, serveOwners } from '../../../testing/lead-owner-routes';
import { historyEntry, serveNotes } from '../../../testing/lead-notes-routes';
import { historyLink, historySentence } from '../history-sentence';
import { leadId, listLead, PROJECT, withDetailApi } from './detail-api';
import { renderDrawer } from './render-drawer';

const ana: LeadHistoryActor = { kind: 'user', user_id: ownerIds.ada, name: 'Ana', former_member: false };
const rule: LeadHistoryActor = {
  kind: 'rule',
  user_id: null,
  name: 'HubSpot push rule',
  former_member: false,
};
const RECORD = 'https://app.hubspot.com/contacts/123/record/0-1/501';
const pushedBy = (actor: LeadHistoryActor, data: Record<string, unknown>) =>
  historyEntry('pushed', data, { actor });

describe('the pushed entry', () => {
  it('says who sent it where', () => {
    expect(historySentence(pushedBy(ana, { provider: 'hubspot', record_url: RECORD }))).toBe(
      'Ana sent it to HubSpot',
    );
    expect(historySentence(pushedBy(rule, { provider: 'hubspot', record_url: RECORD }))).toBe(
      'The HubSpot push rule sent it to HubSpot',
    );
    expect(historySentence(pushedBy(ana, { provider: 'pipedrive', record_url: null }))).toBe(
      'Ana sent it to Pipedrive',
    );
    expect(historySentence(pushedBy({ ...ana, former_member: true }, { provider: 'attio' }))).toBe(
      'Ana (former member) sent it to Attio',
    );
    expect(historySentence(pushedBy(ana, {}))).toBe('Ana sent it to a CRM');
  });

  it('links to the record, web addresses only', () => {
    expect(historyLink(pushedBy(ana, { provider: 'hubspot', record_url: RECORD }))).toEqual({
      href: RECORD,
      label: 'Open in HubSpot',
    });
    expect(historyLink(pushedBy(ana, { provider: 'hubspot', record_url: 'javascript:alert(1)' }))).toBeNull();
    expect(historyLink(pushedBy(ana, { provider: 'hubspot', record_url: null }))).toBeNull();
    expect(historyLink(historyEntry('status_changed', { to_name: 'Contacted' }, { actor: ana }))).toBeNull();
  });
});

const api = withDetailApi();

describe('the pushed entry in the drawer', () => {
  it('shows the sentence with the record’s link, opening in a new tab', async () => {
    const LEAD = leadId(1);
    api().state.leads = [listLead(LEAD)];
    serveOwners(api());
    const notes = serveNotes(api());
    notes.history.set(LEAD, [pushedBy(rule, { provider: 'hubspot', record_url: RECORD })]);
    renderDrawer(`/projects/${PROJECT}/leads?lead=${LEAD}`);
    const entry = await screen.findByText(
      'The HubSpot push rule sent it to HubSpot',
      {},
      { timeout: 15_000 },
    );
    const item = entry.closest('li')!;
    const link = within(item).getByRole('link', { name: /^Open in HubSpot/ });
    expect(link).toHaveAttribute('href', RECORD);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
