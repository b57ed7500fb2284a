import { screen, waitFor, within } from '@testing-library/react';
import type { DataSource } from '@signalboard/shared/api';
import { errorReply, findAlert } from '@signalboard/shared/testing';
import { renderApp } from '../../../testing/render-app';
import { withSettingsApi } from '../../../testing/settings-api';
import { testSource } from '../../../testing/test-source';

const api = withSettingsApi();

const URL = 'https://api.signalboard.test/api/v1/inbound/p1';

function webhookSource(enabled: boolean, secret: string | null = 'whsec_initial1234'): DataSource {
  return testSource({
    platform: 'webhook',
    enabled,
    settings: secret ? { signing_secret: secret } : {},
    poll_interval_seconds: null,
  });
}

/** The API's catalogue has a Webhook platform; the shared test catalogue leaves it out. */
function withWebhookPlatform(saved: DataSource | null) {
  api().state.catalogue.push({
    id: 'webhook',
    name: 'Webhook',
    description: 'Items your own systems post to Signalboard.',
    // Its signing secret is the server's, managed by the panel: not a setting of the form.
    polled: false,
    settings: [],
  });
  if (saved) api().state.sources.p1 = [saved];
}

const storedSecret = () =>
  api().state.sources.p1?.find((s) => s.platform === 'webhook')?.settings.signing_secret;

async function openWebhook() {
  const result = renderApp('/projects/p1/settings/data-sources');
  const card = await screen.findByRole('region', { name: 'Webhook' });
  return { ...result, card };
}

// The first test pays for loading the tab and the dialog chunks on the spot.
describe('the inbound webhook', { timeout: 15_000 }, () => {
  it('shows the address with Copy and a hint of the secret, never the secret', async () => {
    withWebhookPlatform(webhookSource(true));
    const { user, card } = await openWebhook();
    const panel = await within(card).findByRole('region', { name: 'Inbound webhook' });
    expect(within(panel).getByText('Endpoint URL').nextElementSibling).toHaveTextContent(URL);
    expect(within(panel).getByText('••••1234')).toBeVisible();
    expect(card).not.toHaveTextContent('whsec_initial1234');

    await user.click(within(panel).getByRole('button', { name: 'Copy the webhook URL' }));
    expect(await navigator.clipboard.readText()).toBe(URL);
  });

  it('rotates the secret after asking, shows the new one once with Copy, and the new hint after', async () => {
    withWebhookPlatform(webhookSource(true));
    const { user, card } = await openWebhook();
    const panel = await within(card).findByRole('region', { name: 'Inbound webhook' });

    // Cancel changes nothing.
    await user.click(within(panel).getByRole('button', { name: 'Rotate secret' }));
    let dialog = await screen.findByRole('dialog', { name: 'Rotate the signing secret?' });
    expect(dialog).toHaveTextContent(
      'Requests signed with the current secret are refused as soon as it is made',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api().count('POST /api/v1/project/p1/webhook/rotate')).toBe(0);

    await user.click(within(panel).getByRole('button', { name: 'Rotate secret' }));
    dialog = await screen.findByRole('dialog', { name: 'Rotate the signing secret?' });
    await user.click(within(dialog).getByRole('button', { name: 'Rotate secret' }));

    const fresh = await within(panel).findByRole('region', { name: 'New signing secret' });
    expect(within(fresh).getByTestId('webhook-secret')).toHaveTextContent('whsec_rotated0001');
    expect(fresh).toHaveTextContent('it won’t be shown again');
    await waitFor(() =>
      expect(within(fresh).getByRole('heading', { name: 'New signing secret' })).toHaveFocus(),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(storedSecret()).toBe('whsec_rotated0001');
    // The hint follows the new secret.
    expect(await within(panel).findByText('••••0001')).toBeVisible();

    await user.click(within(fresh).getByRole('button', { name: 'Copy the new signing secret' }));
    expect(await navigator.clipboard.readText()).toBe('whsec_rotated0001');

    await user.click(within(fresh).getByRole('button', { name: 'I have stored it' }));
    expect(screen.queryByText('whsec_rotated0001')).not.toBeInTheDocument();
  });

  it("keeps the confirm dialog open with the server's refusal when a rotation fails", async () => {
    withWebhookPlatform(webhookSource(true));
    api().route('POST /api/v1/project/:projectId/webhook/rotate', () =>
      errorReply(403, 'PROJECT_ACCESS_FORBIDDEN', 'Only members of the organization can rotate the secret.'),
    );
    const { user, card } = await openWebhook();
    const panel = await within(card).findByRole('region', { name: 'Inbound webhook' });
    await user.click(within(panel).getByRole('button', { name: 'Rotate secret' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rotate the signing secret?' });
    await user.click(within(dialog).getByRole('button', { name: 'Rotate secret' }));

    await findAlert('Only members of the organization can rotate the secret.');
    expect(dialog).toBeVisible();
    expect(within(panel).queryByRole('region', { name: 'New signing secret' })).not.toBeInTheDocument();
    expect(within(panel).getByText('••••1234')).toBeVisible();
  });

  it('explains how to sign, with the header names and examples for this address', async () => {
    withWebhookPlatform(webhookSource(true));
    const { user, card } = await openWebhook();
    const panel = await within(card).findByRole('region', { name: 'Inbound webhook' });
    await user.click(within(panel).getByText('How to sign requests'));

    expect(within(panel).getByText('x-signalboard-timestamp')).toBeVisible();
    expect(within(panel).getByText('x-signalboard-signature')).toBeVisible();
    const curl = within(panel).getByLabelText('curl example');
    expect(curl).toHaveTextContent(`curl -X POST '${URL}'`);
    expect(curl).toHaveTextContent('openssl dgst -sha256 -hmac "$SECRET"');
    const node = within(panel).getByLabelText('Node example');
    expect(node).toHaveTextContent(
      "createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')",
    );

    await user.click(within(panel).getByRole('button', { name: 'Copy the Node example' }));
    const copied = await navigator.clipboard.readText();
    expect(copied).toContain(`await fetch('${URL}'`);
    expect(copied).toContain("'x-signalboard-signature': `sha256=${signature}`");
  });

  it('asks for a save before a webhook switched on has an address, and loads nothing until then', async () => {
    withWebhookPlatform(null);
    const { user, card } = await openWebhook();
    expect(within(card).queryByText(/Save to get/)).not.toBeInTheDocument();
    await user.click(within(card).getByRole('switch', { name: 'Webhook' }));
    expect(within(card).getByText('Save to get the webhook’s address and signing secret.')).toBeVisible();
    expect(api().count('GET /api/v1/project/p1/webhook')).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await within(card).findByText('Endpoint URL')).toBeVisible();
    // The API made a secret when the webhook was switched on.
    expect(await within(card).findByRole('region', { name: 'Inbound webhook' })).toHaveTextContent(
      '••••0000',
    );
    expect(api().count('GET /api/v1/project/p1/webhook')).toBe(1);
  });

  it('after a rotation, saving other changes keeps the new secret (the form never sends it)', async () => {
    withWebhookPlatform(webhookSource(true));
    const { user, card } = await openWebhook();
    const panel = await within(card).findByRole('region', { name: 'Inbound webhook' });
    await user.click(within(panel).getByRole('button', { name: 'Rotate secret' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rotate the signing secret?' });
    await user.click(within(dialog).getByRole('button', { name: 'Rotate secret' }));
    await within(panel).findByRole('region', { name: 'New signing secret' });

    await user.click(screen.getByRole('switch', { name: 'Hacker News' }));
    await user.type(
      within(screen.getByRole('region', { name: 'Hacker News' })).getByRole('textbox', { name: /^Keywords/ }),
      'crm',
    );
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Data sources saved')).toBeInTheDocument();
    const patch = api()
      .requests.filter((r) => r.method === 'PATCH')
      .at(-1)?.body as {
      data_sources: { platform: string; settings: Record<string, unknown> }[];
    };
    expect(patch.data_sources.find((s) => s.platform === 'webhook')?.settings).toEqual({});
    expect(storedSecret()).toBe('whsec_rotated0001');
    expect(within(panel).getByText('••••0001')).toBeVisible();
  });

  it('creates a first secret without asking when the webhook has none', async () => {
    withWebhookPlatform(webhookSource(true, null));
    const { user, card } = await openWebhook();
    const panel = await within(card).findByRole('region', { name: 'Inbound webhook' });
    expect(panel).toHaveTextContent('The webhook has no signing secret yet');
    await user.click(within(panel).getByRole('button', { name: 'Create a secret' }));
    const fresh = await within(panel).findByRole('region', { name: 'New signing secret' });
    expect(within(fresh).getByTestId('webhook-secret')).toHaveTextContent('whsec_rotated0001');
    expect(await within(panel).findByText('••••0001')).toBeVisible();
    expect(panel).not.toHaveTextContent('no signing secret yet');
  });

  it('says when the webhook cannot be loaded, and tries again', async () => {
    withWebhookPlatform(webhookSource(true));
    api().route('GET /api/v1/project/:projectId/webhook', () =>
      errorReply(403, 'PROJECT_ACCESS_FORBIDDEN', 'Only members of the organization can see the webhook.'),
    );
    const { user, card } = await openWebhook();
    await findAlert('We could not load the webhook. Only members of the organization can see the webhook.');

    api().route('GET /api/v1/project/:projectId/webhook', () => ({
      status: 200,
      body: { url: URL, secret_hint: '••••1234', enabled: true },
    }));
    await user.click(within(card).getByRole('button', { name: 'Try again' }));
    expect(await within(card).findByText('••••1234')).toBeVisible();
  });
});
