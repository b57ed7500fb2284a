import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../../testing/render-app';
import { withSettingsApi } from '../../../../testing/settings-api';
import { TEST_SECRET, testDelivery, testWebhook } from '../../../../testing/outbound-webhook-routes';

const api = withSettingsApi();

const card = () => screen.getByRole('region', { name: 'Outbound webhooks' });

async function openNotifications() {
  const result = renderApp('/projects/p1/settings/notifications');
  // The tab loads its settings first; a busy machine takes a few seconds.
  await screen.findByRole('heading', { name: 'Outbound webhooks' }, { timeout: 10_000 });
  return result;
}

describe('the Outbound webhooks card', () => {
  it('says what webhooks are for, adds one and shows its secret once with a copy button', async () => {
    const { user } = await openNotifications();
    expect(await within(card()).findByText(/No webhooks yet\. A webhook sends each new lead/)).toBeVisible();

    await user.click(within(card()).getByRole('button', { name: 'Add webhook' }));
    const url = within(card()).getByRole('textbox', { name: /Endpoint URL/ });
    await user.click(within(card()).getByRole('button', { name: 'Add webhook' }));
    expect(within(card()).getByText('Enter the https address of your endpoint.')).toBeVisible();
    expect(url).toHaveAttribute('aria-invalid', 'true');

    // The API's refusal shows under the field it names.
    await user.type(url, 'https://localhost/hook');
    await user.click(within(card()).getByRole('checkbox', { name: /Lead status changed/ }));
    await user.click(within(card()).getByRole('button', { name: 'Add webhook' }));
    expect(await within(card()).findByText(/points to a private or reserved network address/)).toBeVisible();
    expect(api().state.outboundWebhooks.webhooks).toEqual([]);

    await user.clear(url);
    await user.type(url, 'https://crm.example/hooks/new');
    await user.type(within(card()).getByRole('textbox', { name: /Description/ }), 'Our CRM');
    await user.click(within(card()).getByRole('button', { name: 'Add webhook' }));

    const secretBox = await within(card()).findByRole('group', { name: 'Signing secret' });
    expect(within(secretBox).getByText(TEST_SECRET)).toBeVisible();
    expect(within(secretBox).getByText('you will not see it again.')).toBeVisible();
    expect(within(secretBox).getByRole('button', { name: 'Copy the signing secret' })).toBeVisible();
    expect(within(secretBox).getByRole('heading', { name: 'Signing secret' })).toHaveFocus();
    expect(api().state.outboundWebhooks.webhooks).toEqual([
      expect.objectContaining({
        url: 'https://crm.example/hooks/new',
        events: ['lead.created', 'lead.status_changed'],
        description: 'Our CRM',
      }),
    ]);
    const list = within(card()).getByRole('list', { name: 'Webhook endpoints' });
    expect(within(list).getByText('https://crm.example/hooks/new')).toBeVisible();
    expect(within(list).getByText('New lead, Lead status changed')).toBeVisible();

    await user.click(within(secretBox).getByRole('button', { name: 'I have stored it' }));
    expect(within(card()).queryByText(TEST_SECRET)).not.toBeInTheDocument();
  }, 20_000);

  it('asks for at least one event', async () => {
    const { user } = await openNotifications();
    await user.click(await within(card()).findByRole('button', { name: 'Add webhook' }));
    await user.type(within(card()).getByRole('textbox', { name: /Endpoint URL/ }), 'https://crm.example/h');
    await user.click(within(card()).getByRole('checkbox', { name: /New lead/ }));
    await user.click(within(card()).getByRole('button', { name: 'Add webhook' }));
    expect(within(card()).getByText('Choose at least one event.')).toBeVisible();
    expect(api().count('POST /api/v1/project/p1/webhooks')).toBe(0);
  }, 20_000);

  it('switches an endpoint off, sends a test event and shows the delivery log', async () => {
    api().state.outboundWebhooks.webhooks = [testWebhook()];
    api().state.outboundWebhooks.deliveries = {
      w1: [
        testDelivery({
          id: 'd2',
          state: 'failed',
          attempts: 9,
          last_status: 503,
          latency_ms: 412,
          response_excerpt: 'Service Unavailable',
          error: 'it answered HTTP 503; only a 2xx answer counts as delivered',
        }),
        testDelivery(),
      ],
    };
    const { user } = await openNotifications();
    const endpoint = await within(card()).findByRole('listitem');
    expect(within(endpoint).getByText('CRM sync')).toBeVisible();

    await user.click(within(endpoint).getByRole('switch', { name: /Send events to CRM sync/ }));
    await waitFor(() => expect(api().state.outboundWebhooks.webhooks[0]!.enabled).toBe(false));
    expect(await within(endpoint).findByText(/Off: new events wait/)).toBeVisible();
    expect(within(endpoint).getByRole('button', { name: 'Send test event' })).toBeDisabled();
    await user.click(within(endpoint).getByRole('switch', { name: /Send events to CRM sync/ }));
    await waitFor(() => expect(api().state.outboundWebhooks.webhooks[0]!.enabled).toBe(true));

    await user.click(within(endpoint).getByRole('button', { name: 'Send test event' }));
    await waitFor(() => expect(api().state.outboundWebhooks.actions).toEqual(['test w1']));
    const log = await within(endpoint).findByRole('list', { name: 'Deliveries, newest first' });
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(3));
    const [test, failed] = within(log).getAllByRole('listitem');
    expect(within(test!).getByText('Test event')).toBeVisible();
    expect(within(test!).getByText('Delivered')).toBeVisible();
    expect(within(failed!).getByText('Failed')).toBeVisible();
    expect(within(failed!).getByText(/HTTP 503 · 412 ms/)).toBeVisible();
    expect(within(failed!).getByText(/only a 2xx answer counts as delivered/)).toBeVisible();
    // The answer's start is behind a disclosure.
    await user.click(within(failed!).getByText('Response'));
    expect(within(failed!).getByText('Service Unavailable')).toBeVisible();

    await user.click(within(failed!).getByRole('button', { name: /^Redeliver New lead/ }));
    await waitFor(() => expect(api().state.outboundWebhooks.actions).toContain('redeliver d2'));
  }, 20_000);

  it('edits, makes a new secret after a confirmation, and deletes after a confirmation', async () => {
    api().state.outboundWebhooks.webhooks = [testWebhook()];
    const { user } = await openNotifications();
    const endpoint = await within(card()).findByRole('listitem');

    await user.click(within(endpoint).getByRole('button', { name: 'Edit' }));
    const url = within(card()).getByRole('textbox', { name: /Endpoint URL/ });
    await user.clear(url);
    await user.type(url, 'https://crm.example/hooks/v2');
    await user.click(within(card()).getByRole('button', { name: 'Save webhook' }));
    expect(await within(card()).findByText('https://crm.example/hooks/v2')).toBeVisible();

    await user.click(within(card()).getByRole('button', { name: 'New secret' }));
    const rotate = await screen.findByRole('dialog', { name: 'Make a new signing secret?' });
    await user.click(within(rotate).getByRole('button', { name: 'Make a new secret' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(card()).getByText(`${TEST_SECRET}rotated`)).toBeVisible();

    await user.click(within(card()).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this webhook?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete webhook' }));
    await waitFor(() => expect(api().state.outboundWebhooks.webhooks).toEqual([]));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(card()).findByText(/No webhooks yet/)).toBeVisible();
  }, 20_000);
});
