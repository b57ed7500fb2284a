import { screen, waitFor, within } from '@testing-library/react';
import { connectedCrm, testPush } from '../../../testing/crm-routes';
import { withSettingsApi } from '../../../testing/settings-api';
import { card, openIntegrations } from './integrations-test-kit';

const api = withSettingsApi();

const log = () => within(card('HubSpot').getByRole('region', { name: 'Delivery log' }));
/** The log's entries (each has lists of its own inside). */
const entries = async () => Array.from((await log().findByRole('list', { name: 'Delivery log' })).children);

describe('a CRM’s delivery log', () => {
  beforeEach(() => {
    api().state.crm.connections.hubspot = connectedCrm('hubspot');
  });

  it('says what to do while no lead was sent', async () => {
    await openIntegrations();
    expect(
      await log().findByText(
        'No leads sent yet. Send one from a lead’s menu, or turn on the push rule above.',
      ),
    ).toBeVisible();
  });

  it('lists each push with who sent it, its state in words, the CRM’s answer folded, and Retry on a failed one', async () => {
    api().state.crm.pushes.hubspot = [
      testPush({
        id: 'push-3',
        lead_id: 'lead-3',
        lead_title: 'Anyone moving off Salesforce?',
        state: 'failed',
        trigger: 'rule',
        requested_by: null,
        attempts: 6,
        record_url: null,
        last_status: 400,
        last_error: 'HubSpot refused the contact: Property "lifecyclestage" is required.',
        exchanges: [
          {
            method: 'POST',
            path: '/crm/v3/objects/contacts',
            status: 400,
            excerpt: '{"status":"error","message":"Property \\"lifecyclestage\\" is required"}',
          },
        ],
        pushed_at: null,
      }),
      testPush({
        id: 'push-2',
        lead_id: 'lead-2',
        state: 'pending',
        attempts: 0,
        record_url: null,
        pushed_at: null,
        last_status: null,
      }),
      testPush({ id: 'push-1', trigger: 'bulk', requested_by: 'Grace Hopper' }),
    ];
    const { user } = await openIntegrations();
    const shown = await entries();
    expect(shown).toHaveLength(3);

    const [failed, pending, pushed] = shown.map((entry) => within(entry as HTMLElement));
    expect(failed!.getByRole('link', { name: 'Anyone moving off Salesforce?' })).toHaveAttribute(
      'href',
      '/projects/p1/leads/lead-3',
    );
    expect(failed!.getByText('Failed')).toBeVisible();
    expect(failed!.getByText(/^Sent by the push rule/)).toBeVisible();
    // The answer is folded until asked for.
    const excerpt = failed!.getByText(/lifecyclestage\\" is required/);
    expect(excerpt).not.toBeVisible();
    await user.click(failed!.getByText('HubSpot’s answer'));
    expect(excerpt).toBeVisible();
    expect(failed!.getByText('HTTP 400')).toBeVisible();
    expect(failed!.getByText('POST /crm/v3/objects/contacts → 400')).toBeVisible();

    expect(pending!.getByText('Sending')).toBeVisible();
    expect(pending!.queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
    expect(pushed!.getByText('In HubSpot')).toBeVisible();
    expect(pushed!.getByText(/^Sent by Grace Hopper, with other leads/)).toBeVisible();
    const open = pushed!.getByRole('link', { name: /Open in HubSpot/ });
    expect(open).toHaveAttribute('target', '_blank');
    expect(open).toHaveAttribute('rel', 'noopener noreferrer');

    await user.click(
      failed!.getByRole('button', { name: 'Retry sending Anyone moving off Salesforce? to HubSpot' }),
    );
    expect(
      await card('HubSpot').findByText('Anyone moving off Salesforce? is on its way to HubSpot again.'),
    ).toHaveAttribute('role', 'status');
    expect(api().count('POST /api/v1/project/p1/crm/hubspot/pushes/push-3/retry')).toBe(1);
    await waitFor(() => expect(failed!.getByText('Waiting to try again')).toBeVisible());
    expect(failed!.queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
  });

  it('loads older pushes with Load more', async () => {
    api().state.crm.pageSize = 2;
    api().state.crm.pushes.hubspot = ['a', 'b', 'c'].map((id) =>
      testPush({ id: `push-${id}`, lead_id: `lead-${id}`, lead_title: `Lead ${id.toUpperCase()}` }),
    );
    const { user } = await openIntegrations();
    expect(await entries()).toHaveLength(2);
    await user.click(log().getByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect(await entries()).toHaveLength(3));
    expect(log().getByRole('link', { name: 'Lead C' })).toBeVisible();
    expect(log().queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(
      api()
        .requests.filter((r) => r.path.endsWith('/pushes'))
        .at(-1)?.query,
    ).toEqual({ before: 'push-b' });
  });

  it('disconnects after a confirmation that says what happens, and focus goes to the way to connect again', async () => {
    const { user } = await openIntegrations();
    await user.click(card('HubSpot').getByRole('button', { name: 'Disconnect HubSpot' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect HubSpot?' });
    expect(dialog).toHaveTextContent('Signalboard gives up its access to Acme Sales.');
    expect(dialog).toHaveTextContent(
      'The 1 lead waiting to be sent will not be sent, and the delivery log is cleared.',
    );
    expect(dialog).toHaveTextContent('What is already in HubSpot stays there');
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      await card('HubSpot').findByText('HubSpot is disconnected. No lead goes to HubSpot now.'),
    ).toHaveAttribute('role', 'status');
    await waitFor(() => expect(card('HubSpot').getByLabelText('HubSpot private app token')).toHaveFocus());
    expect(api().count('DELETE /api/v1/project/p1/crm/hubspot')).toBe(1);
  });
});
