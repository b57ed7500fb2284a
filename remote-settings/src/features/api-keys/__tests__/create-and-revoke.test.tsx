import { screen, waitFor, within } from '@testing-library/react';
import { queryClient } from '@signalboard/shared/query';
import { errorReply, findAlert } from '@signalboard/shared/testing';
import { testApiKey, testSecret } from '../../../testing/api-key-routes';
import { withSettingsApi } from '../../../testing/settings-api';
import { openApiKeys, openCreateDialog, row } from './api-keys-test-kit';

const api = withSettingsApi();

const lastCreate = () =>
  api()
    .requests.filter((r) => r.method === 'POST' && r.path === '/api/v1/project/p1/api_keys')
    .at(-1)?.body;

// The first test pays for loading the tab's and the dialog's chunks on the spot.
describe('creating an API key', { timeout: 30_000 }, () => {
  it('creates a key, shows its secret once with Copy, then lists it and forgets the secret', async () => {
    const { user } = await openApiKeys();
    let dialog = await openCreateDialog(user);
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    await waitFor(() => expect(name).toHaveFocus());
    // Reach and scopes start at the narrowest useful key.
    expect(within(dialog).getByRole('radio', { name: /This project/ })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: /Every project in Acme/ })).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: /Read leads/ })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: /Change leads/ })).not.toBeChecked();
    expect(within(dialog).getByRole('combobox', { name: 'Expires' })).toHaveDisplayValue('Never');

    await user.type(name, '  Nightly CRM sync ');
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));

    dialog = await screen.findByRole('dialog', { name: 'Copy your new API key' });
    const secret = within(dialog).getByRole('textbox', { name: 'Secret key' });
    expect(secret).toHaveValue(testSecret(1));
    expect(secret).toHaveAttribute('readonly');
    await waitFor(() => expect(secret).toHaveFocus());
    expect(dialog).toHaveTextContent('You will not see it again.');
    expect(lastCreate()).toEqual({
      name: 'Nightly CRM sync',
      reach: 'project',
      scopes: ['leads:read'],
      expires_at: null,
    });

    // Copy, from the keyboard: "Copied", announced.
    within(dialog).getByRole('button', { name: 'Copy' }).focus();
    await user.keyboard('{Enter}');
    expect(await navigator.clipboard.readText()).toBe(testSecret(1));
    expect(within(dialog).getByRole('button', { name: 'Copied' })).toHaveFocus();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Copied to the clipboard.');

    // The list behind already has it (hidden from assistive technology while the dialog is open).
    expect(
      await screen.findByRole('heading', { name: 'Keys for Acme CRM', hidden: true }),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(row('Nightly CRM sync')).getByText(`${testSecret(1).slice(0, 12)}…`)).toBeVisible();
    expect(document.body).not.toHaveTextContent(testSecret(1));
    // Nothing in the query client holds it either.
    expect(
      JSON.stringify(
        queryClient
          .getMutationCache()
          .getAll()
          .map((m) => m.state.data),
      ),
    ).not.toContain(testSecret(1));
    expect(
      JSON.stringify(
        queryClient
          .getQueryCache()
          .getAll()
          .map((q) => q.state.data),
      ),
    ).not.toContain(testSecret(1));
    // Focus is back on the button that opened the dialog.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create API key' })).toHaveFocus());
  });

  it('ticks the read scope with its write scope (it can be unticked), and sends reach and expiry', async () => {
    const { user } = await openApiKeys();
    const dialog = await openCreateDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Zapier');
    await user.click(within(dialog).getByRole('radio', { name: /Every project in Acme/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Read leads/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Change settings/ }));
    expect(within(dialog).getByRole('checkbox', { name: /Read settings/ })).toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: /Read settings/ }));
    expect(within(dialog).getByRole('checkbox', { name: /Read settings/ })).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: /Change settings/ })).toBeChecked();

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Expires' }), 'In 90 days');
    expect(within(dialog).getByText(/The key stops working on/)).toBeVisible();
    const before = Date.now();
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    await screen.findByRole('dialog', { name: 'Copy your new API key' });

    const body = lastCreate() as { reach: string; scopes: string[]; expires_at: string };
    expect(body.reach).toBe('organization');
    expect(body.scopes).toEqual(['settings:write']);
    const days = (Date.parse(body.expires_at) - before) / 86_400_000;
    expect(days).toBeGreaterThan(89.9);
    expect(days).toBeLessThan(90.1);
  });

  it('asks for a name, a scope and a date before sending anything', async () => {
    const { user } = await openApiKeys();
    const dialog = await openCreateDialog(user);
    await user.click(within(dialog).getByRole('checkbox', { name: /Read leads/ }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Expires' }), 'On a date…');
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));

    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    expect(name).toHaveAccessibleDescription(expect.stringContaining('Give the key a name'));
    expect(name).toHaveFocus();
    expect(within(dialog).getByText('Choose at least one scope.')).toBeVisible();
    expect(within(dialog).getByLabelText(/Expiry date/)).toHaveAccessibleDescription(
      'Choose the day the key stops working.',
    );
    expect(api().count('POST /api/v1/project/p1/api_keys')).toBe(0);
  });

  it('shows the API’s 422 at the field it names, with focus there', async () => {
    api().route('POST /api/v1/project/:projectId/api_keys', () => ({
      status: 422,
      body: {
        detail: 'name: A key of this organization already has this name.',
        code: 'VALIDATION_ERROR',
        field: 'name',
      },
    }));
    const { user } = await openApiKeys();
    const dialog = await openCreateDialog(user);
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    await user.type(name, 'Zapier');
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription(
        expect.stringContaining('A key of this organization already has this name.'),
      ),
    );
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();

    api().route('POST /api/v1/project/:projectId/api_keys', () => ({
      status: 422,
      body: { detail: 'expires_at: must be in the future', code: 'VALIDATION_ERROR', field: 'expires_at' },
    }));
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    const expiry = within(dialog).getByRole('combobox', { name: 'Expires' });
    await waitFor(() =>
      expect(expiry).toHaveAccessibleDescription(expect.stringContaining('must be in the future')),
    );
    expect(expiry).toHaveFocus();

    // Anything not about a field is said at the foot of the form.
    api().route('POST /api/v1/project/:projectId/api_keys', () =>
      errorReply(403, 'API_KEY_NOT_ALLOWED', 'This call is for people signed in to Signalboard.'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(dialog).toContainElement(await findAlert('This call is for people signed in to Signalboard.'));
  });
});

describe('revoking an API key', () => {
  it('asks first, then greys the key with its date, says so, and keeps focus on the key', async () => {
    api().state.apiKeys.keys = [testApiKey({ id: 'k1', name: 'Nightly CRM sync' })];
    const { user } = await openApiKeys();
    await screen.findByRole('heading', { name: 'Keys for Acme CRM' });

    // Cancel changes nothing.
    await user.click(
      within(row('Nightly CRM sync')).getByRole('button', { name: 'Revoke “Nightly CRM sync”' }),
    );
    let dialog = await screen.findByRole('dialog', { name: 'Revoke “Nightly CRM sync”?' });
    expect(dialog).toHaveTextContent('Programs using it stop at once');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api().count('DELETE /api/v1/project/p1/api_keys/k1')).toBe(0);

    await user.click(
      within(row('Nightly CRM sync')).getByRole('button', { name: 'Revoke “Nightly CRM sync”' }),
    );
    dialog = await screen.findByRole('dialog', { name: 'Revoke “Nightly CRM sync”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke key' }));

    expect(await screen.findByText('API key revoked')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const revoked = row('Nightly CRM sync');
    expect(within(revoked).getByText('Revoked')).toBeVisible();
    expect(revoked).toHaveClass('api-keys-row--stopped');
    expect(within(revoked).queryByRole('button', { name: /Revoke/ })).not.toBeInTheDocument();
    expect(api().count('DELETE /api/v1/project/p1/api_keys/k1')).toBe(1);
    await waitFor(() => expect(within(revoked).getByText('Nightly CRM sync')).toHaveFocus());
  });

  it('says in the dialog why a revoke failed', async () => {
    api().state.apiKeys.keys = [testApiKey({ id: 'k1', name: 'Nightly CRM sync' })];
    api().route('DELETE /api/v1/project/:projectId/api_keys/:keyId', () =>
      errorReply(404, 'API_KEY_NOT_FOUND', 'This API key does not reach this project.'),
    );
    const { user } = await openApiKeys();
    await screen.findByRole('heading', { name: 'Keys for Acme CRM' });
    await user.click(
      within(row('Nightly CRM sync')).getByRole('button', { name: 'Revoke “Nightly CRM sync”' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Revoke “Nightly CRM sync”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke key' }));
    expect(dialog).toContainElement(await findAlert('This API key does not reach this project.'));
  });
});
