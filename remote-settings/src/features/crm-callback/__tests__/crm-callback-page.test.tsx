import { screen, waitFor, within } from '@testing-library/react';
import { currentLocation, findAlert } from '@signalboard/shared/testing';
import { connectedCrm } from '../../../testing/crm-routes';
import { renderApp } from '../../../testing/render-app';
import { withSettingsApi } from '../../../testing/settings-api';

const api = withSettingsApi();

const backLink = () => screen.getByRole('link', { name: 'Back to Integrations settings' });

describe('the CRM callback page', () => {
  it('goes back to the project’s Integrations tab with a toast, and the CRM’s card says what is next', async () => {
    api().state.crm.connections.hubspot = connectedCrm('hubspot', {
      auth_kind: 'oauth',
      mapping_confirmed: false,
    });
    renderApp('/crm-callback?status=success&provider=hubspot&project_id=p1');
    await waitFor(() => expect(currentLocation()).toBe('/projects/p1/settings/integrations'));
    expect(await screen.findByText('HubSpot is connected')).toBeVisible();
    const hubspot = within(await screen.findByRole('region', { name: 'HubSpot' }));
    const welcome = await hubspot.findByText(/^HubSpot is connected\. Check what goes where below/);
    await waitFor(() => expect(welcome).toHaveFocus());
    expect(hubspot.getByText('Connected with OAuth')).toBeVisible();
  });

  it.each([
    ['access_denied', 'You cancelled on Pipedrive’s page'],
    ['invalid_state', 'This connection link expired or was already used'],
    ['exchange_failed', 'Pipedrive did not confirm the connection. Try again in a moment'],
    ['missing_scope', 'Pipedrive gave Signalboard fewer permissions than it needs'],
    ['not_ready', 'Pipedrive let Signalboard in, but could not be made ready for leads'],
    ['something_new', 'Pipedrive could not be connected.'],
  ])('names the reason %s in words, with the way back to the project', async (reason, sentence) => {
    renderApp(`/crm-callback?status=error&provider=pipedrive&reason=${reason}&project_id=p1`);
    const title = await screen.findByRole('heading', { level: 1, name: 'Pipedrive was not connected' });
    await waitFor(() => expect(title).toHaveFocus());
    expect(await findAlert(sentence)).toBeVisible();
    expect(backLink()).toHaveAttribute('href', '/projects/p1/settings/integrations');
  });

  it('shows what the CRM said, as text', async () => {
    const message = '<img src=x onerror=alert(1)> Scope crm.schemas.contacts.write was not granted';
    renderApp(
      `/crm-callback?status=error&provider=hubspot&reason=missing_scope&project_id=p1&message=${encodeURIComponent(message)}`,
    );
    const alert = await findAlert('HubSpot gave Signalboard fewer permissions than it needs');
    expect(within(alert).getByText(message)).toBeVisible();
    expect(alert.querySelector('img')).toBeNull();
  });

  it('tells a member whom to ask when the server has no OAuth app for that CRM', async () => {
    const { user } = renderApp(
      '/crm-callback?status=error&provider=attio&reason=not_configured&project_id=p1',
    );
    const alert = await findAlert(
      /^Connecting Attio with OAuth is not set up on this server; ask the person who runs Signalboard\./,
    );
    expect(within(alert).getByText('ATTIO_CLIENT_ID')).not.toBeVisible();
    await user.click(within(alert).getByText('For the administrator'));
    expect(within(alert).getByText('ATTIO_CLIENT_SECRET')).toBeVisible();
    expect(backLink()).toBeVisible();
  });

  it('goes back to the projects when the project is not known (or not an id), and names no unknown CRM', async () => {
    renderApp(
      '/crm-callback?status=error&provider=salesforce&reason=invalid_state&project_id=..%2F..%2Fadmin',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your CRM was not connected' }),
    ).toBeVisible();
    const alert = await findAlert('This connection link expired or was already used');
    expect(alert).not.toHaveTextContent(/salesforce/i);
    expect(screen.getByRole('link', { name: 'Go to your projects' })).toHaveAttribute('href', '/projects');
  });
});
