// The open lead's CRMs (issue 27), in the drawer and on the lead's page, against the workspace's fake API
// with its CRM routes: "Send to HubSpot", then "Sending to HubSpot…" until the worker's push lands and the
// lead (asked again every 2 s) says "In HubSpot ↗"; the first push to a CRM whose mapping is not confirmed
// shows what will arrive, with the author's e-mail; "Add an e-mail"; a failed push's reason with Retry;
// the key c; and a guest, who sees where the lead is and nothing to send.
import { screen, waitFor, within } from '@testing-library/react';
import type { CrmProvider, LeadCrmLink } from '@signalboard/shared/api';
import { crmConnection, crmRecordUrl, deliverCrmPushes } from '../../../testing/crm-routes';
import { renderApp } from '../../../testing/render-app';
import { leadId, listLead, PROJECT, withDetailApi } from './detail-api';
import { renderDrawer } from './render-drawer';

const api = withDetailApi();
const slow = { timeout: 15_000 };
const LEAD = leadId(1);
const TITLE = `Lead ${LEAD}`;

function seed(connected: CrmProvider[] = ['hubspot'], crm?: LeadCrmLink[]) {
  api().state.leads = [listLead(LEAD, { crm }), listLead(leadId(2))];
  api().state.crmConnections = (['hubspot', 'pipedrive', 'attio'] as const).map((provider) =>
    crmConnection(provider, connected.includes(provider) ? { status: 'connected' } : {}),
  );
}

async function openDrawer() {
  const view = renderDrawer(`/projects/${PROJECT}/leads?lead=${LEAD}`);
  const drawer = await screen.findByRole('dialog', { name: TITLE }, slow);
  const crm = await within(drawer).findByRole('region', { name: 'CRM' });
  return { ...view, drawer, crm };
}

const pushBodies = () =>
  api()
    .requests.filter((r) => r.path.endsWith('/crm_push'))
    .map((r) => r.body);

describe('the lead’s CRMs in the drawer', () => {
  it('sends the lead, says it is on its way, then links to the record once it is there', async () => {
    seed();
    const { user, crm } = await openDrawer();
    await user.click(within(crm).getByRole('button', { name: 'Send to HubSpot' }));
    const state = await within(crm).findByText('Sending to HubSpot…');
    expect(state).toHaveAttribute('aria-live', 'polite');
    expect(pushBodies()).toEqual([{ provider: 'hubspot' }]);
    expect(within(crm).queryByRole('button', { name: 'Send to HubSpot' })).toBeNull();

    deliverCrmPushes(api().state);
    const link = await within(crm).findByRole('link', { name: /^In HubSpot/ }, slow);
    expect(link).toHaveAttribute('href', crmRecordUrl('hubspot', LEAD));
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(crm).queryByRole('button', { name: 'Add an e-mail' })).toBeNull();
  });

  it('shows what a first push brings when the mapping is not confirmed, and sends the e-mail given', async () => {
    seed();
    api().state.crmConnections[0] = crmConnection('hubspot', {
      status: 'connected',
      mapping_confirmed: false,
    });
    const { user, crm } = await openDrawer();
    await user.click(within(crm).getByRole('button', { name: 'Send to HubSpot' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send to HubSpot: what arrives' });
    expect(within(dialog).getByText('A person named someone')).toBeVisible();
    const mapping = await within(dialog).findByRole('list', { name: 'HubSpot properties' });
    expect(mapping).toHaveTextContent('Profile URL → goes to signalboard_profile_url');
    expect(mapping).toHaveTextContent('Platform → goes to signalboard_platform');
    expect(mapping).toHaveTextContent('Score → goes to signalboard_score');
    expect(within(dialog).getByText(/^The post’s title and link/)).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'Change the mapping' })).toHaveAttribute(
      'href',
      `/projects/${PROJECT}/settings/integrations`,
    );
    expect(pushBodies()).toEqual([]);

    const email = within(dialog).getByRole('textbox', { name: 'E-mail (optional)' });
    expect(email).toHaveAccessibleDescription('The author’s e-mail, if you know it. Never guessed.');
    await user.type(email, 'not an address');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Enter an e-mail address such as ana@example.com.')).toBeVisible();
    expect(pushBodies()).toEqual([]);

    await user.clear(email);
    await user.type(email, 'ana@example.com{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /what arrives/ })).toBeNull());
    expect(pushBodies()).toEqual([{ provider: 'hubspot', email: 'ana@example.com' }]);
    expect(await within(crm).findByText('Sending to HubSpot…')).toBeVisible();
    expect(api().state.crmConnections[0]?.mapping_confirmed).toBe(true);
  });

  it('takes an e-mail behind “Add an e-mail” when the mapping is confirmed', async () => {
    seed();
    const { user, crm } = await openDrawer();
    await user.click(within(crm).getByRole('button', { name: 'Add an e-mail' }));
    const email = within(crm).getByRole('textbox', { name: 'Author’s e-mail (optional)' });
    await user.type(email, 'ben@example.com');
    await user.click(within(crm).getByRole('button', { name: 'Send to HubSpot' }));
    await waitFor(() => expect(pushBodies()).toEqual([{ provider: 'hubspot', email: 'ben@example.com' }]));
    expect(screen.queryByRole('dialog', { name: /what arrives/ })).toBeNull();
  });

  it('says why a push gave up, and Retry sends it again', async () => {
    seed();
    const { user, crm } = await openDrawer();
    await user.click(within(crm).getByRole('button', { name: 'Send to HubSpot' }));
    await within(crm).findByText('Sending to HubSpot…');
    deliverCrmPushes(api().state, {
      fail: 'HubSpot refused the property signalboard_score: it does not exist.',
    });
    expect(
      await within(crm).findByText(
        'Not sent: HubSpot refused the property signalboard_score: it does not exist.',
        {},
        slow,
      ),
    ).toBeVisible();
    await user.click(within(crm).getByRole('button', { name: 'Retry' }));
    expect(await within(crm).findByText('Sending to HubSpot…')).toBeVisible();
    expect(api().state.crmPushes[0]?.state).toBe('pending');
    expect(pushBodies()).toHaveLength(2);
  });

  it('c sends the open lead; with several CRMs it asks which', async () => {
    seed(['hubspot', 'pipedrive']);
    const { user, crm } = await openDrawer();
    await within(crm).findByRole('button', { name: 'Send to Pipedrive' });
    await user.keyboard('c');
    const chooser = await within(crm).findByRole('menu', { name: `Send “${TITLE}” to` });
    await user.click(within(chooser).getByRole('menuitem', { name: 'Send to Pipedrive' }));
    await waitFor(() => expect(pushBodies()).toEqual([{ provider: 'pipedrive' }]));
    expect(await within(crm).findByText('Sending to Pipedrive…')).toBeVisible();
  });

  it('shows a guest where the lead is, and nothing to send', async () => {
    seed(
      ['hubspot'],
      [
        {
          provider: 'hubspot',
          state: 'pushed',
          record_url: crmRecordUrl('hubspot', LEAD),
          pushed_at: '2025-03-02T10:00:00.000Z',
          last_error: null,
        },
      ],
    );
    api().state.project.viewer_role = 'guest';
    const { user, crm } = await openDrawer();
    expect(within(crm).getByRole('link', { name: /^In HubSpot/ })).toHaveAttribute(
      'href',
      crmRecordUrl('hubspot', LEAD),
    );
    await waitFor(() => expect(api().count(`GET /api/v1/project/${PROJECT}`)).toBeGreaterThan(0));
    await user.keyboard('c');
    expect(within(crm).queryByRole('button')).toBeNull();
    expect(api().count(`GET /api/v1/project/${PROJECT}/crm`)).toBe(0);
    expect(pushBodies()).toEqual([]);
  });

  it('shows nothing on a lead with no CRM and none connected', async () => {
    seed([]);
    renderDrawer(`/projects/${PROJECT}/leads?lead=${LEAD}`);
    const drawer = await screen.findByRole('dialog', { name: TITLE }, slow);
    await waitFor(() => expect(api().count(`GET /api/v1/project/${PROJECT}/crm`)).toBe(1));
    expect(within(drawer).queryByRole('region', { name: 'CRM' })).toBeNull();
  });
});

describe('the lead’s CRMs on its page', () => {
  it('sends the lead from the page too', async () => {
    seed();
    const { user } = renderApp(`/projects/${PROJECT}/leads/${LEAD}`);
    const crm = await screen.findByRole('region', { name: 'CRM' }, slow);
    await user.click(within(crm).getByRole('button', { name: 'Send to HubSpot' }));
    expect(await within(crm).findByText('Sending to HubSpot…')).toBeVisible();
    expect(pushBodies()).toEqual([{ provider: 'hubspot' }]);
  });
});
