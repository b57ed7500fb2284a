import { screen, waitFor, within } from '@testing-library/react';
import { errorReply } from '@signalboard/shared/testing';
import {
  ACCEPTED_TOKEN,
  AUTHORIZATION_URL,
  disconnectedCrm,
  OWNERS_ONLY_SENTENCE,
  TOKEN_REFUSED_SENTENCE,
} from '../../../testing/crm-routes';
import { renderApp } from '../../../testing/render-app';
import { testProject, withSettingsApi } from '../../../testing/settings-api';
import { card, openIntegrations, watchConsentPage } from './integrations-test-kit';

const api = withSettingsApi();

afterEach(() => vi.restoreAllMocks());

describe('connecting a CRM on the Integrations tab', () => {
  it('shows one card per CRM saying what a lead becomes there', async () => {
    await openIntegrations();
    expect(
      card('HubSpot').getByText(
        'Each lead becomes a contact with a note: the post, its link, the signals, the score and why.',
      ),
    ).toBeVisible();
    expect(card('Pipedrive').getByText(/becomes a person and a lead in the Leads Inbox/)).toBeVisible();
    expect(card('Attio').getByText(/becomes a person record with a note/)).toBeVisible();
    expect(card('HubSpot').getByText('Not connected', { selector: '.crm-badge' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Integrations', selected: true })).toBeVisible();
  });

  it('sends the page to the CRM’s consent page with OAuth, the token folded away for the owner', async () => {
    api().state.crm.connections.hubspot = disconnectedCrm('hubspot', true);
    const leave = watchConsentPage();
    const { user } = await openIntegrations();
    const hubspot = card('HubSpot');
    // The token way is there for an owner, folded under its own summary.
    const fold = hubspot.getByText('Use a private app token instead');
    expect(hubspot.getByLabelText('HubSpot private app token')).not.toBeVisible();
    await user.click(fold);
    expect(hubspot.getByLabelText('HubSpot private app token')).toBeVisible();

    await user.click(hubspot.getByRole('button', { name: 'Connect HubSpot' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith(AUTHORIZATION_URL));
    expect(api().count('POST /api/v1/project/p1/crm/hubspot/connect')).toBe(1);
    expect(hubspot.getByRole('button', { name: /Opening HubSpot/ })).toBeDisabled();
  });

  it('connects with an owner’s token: where to get it, the CRM’s refusal on the field, then the account', async () => {
    const { user } = await openIntegrations();
    const hubspot = card('HubSpot');
    expect(hubspot.getByText(/Settings → Integrations → Private apps/)).toBeVisible();
    expect(hubspot.getByText(/crm\.objects\.contacts\.read, crm\.objects\.contacts\.write/)).toBeVisible();
    expect(card('Pipedrive').getByText(/Personal preferences → API/)).toBeVisible();
    expect(card('Attio').getByText(/Workspace settings → Developers/)).toBeVisible();
    // No OAuth on this server: the token is the way, for an owner.
    expect(hubspot.queryByRole('button', { name: 'Connect HubSpot' })).not.toBeInTheDocument();

    const field = hubspot.getByLabelText('HubSpot private app token');
    await user.click(hubspot.getByRole('button', { name: 'Connect with this token' }));
    expect(await hubspot.findByText('Paste the HubSpot private app token first.')).toBeVisible();
    expect(field).toHaveFocus();
    expect(api().count('PUT /api/v1/project/p1/crm/hubspot/token')).toBe(0);

    await user.type(field, 'pat-na1-revoked-token');
    await user.click(hubspot.getByRole('button', { name: 'Connect with this token' }));
    expect(await hubspot.findByText(TOKEN_REFUSED_SENTENCE)).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining(TOKEN_REFUSED_SENTENCE));
    expect(field).toHaveFocus();

    await user.clear(field);
    await user.type(field, ACCEPTED_TOKEN);
    await user.click(hubspot.getByRole('button', { name: 'Connect with this token' }));
    expect(await hubspot.findByText('Acme Sales')).toBeVisible();
    expect(hubspot.getByText('Connected with a token')).toBeVisible();
    expect(hubspot.getByText('Connected', { selector: '.crm-badge' })).toBeVisible();
    expect(hubspot.getByText('HubSpot is connected to Acme Sales.')).toHaveAttribute('role', 'status');
    expect(
      api()
        .requests.filter((r) => r.method === 'PUT' && r.path.endsWith('/token'))
        .at(-1)?.body,
    ).toEqual({
      token: ACCEPTED_TOKEN,
    });
  });

  it('shows a 403 (the caller is no longer an owner) under the token field', async () => {
    api().route('PUT /api/v1/project/:projectId/crm/:provider/token', () =>
      errorReply(403, 'CRM_TOKEN_OWNERS_ONLY', OWNERS_ONLY_SENTENCE),
    );
    const { user } = await openIntegrations();
    const attio = card('Attio');
    const field = attio.getByLabelText('Attio API key');
    await user.type(field, ACCEPTED_TOKEN);
    await user.click(attio.getByRole('button', { name: 'Connect with this token' }));
    expect(await attio.findByText(OWNERS_ONLY_SENTENCE)).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('tells a member who is not an owner whom to ask, and offers OAuth when the server has it', async () => {
    api().state.projects = [testProject({ viewer_role: 'member' })];
    api().state.crm.connections.pipedrive = disconnectedCrm('pipedrive', true);
    await openIntegrations();
    const hubspot = card('HubSpot');
    expect(await hubspot.findByText(/Ada Lovelace or Grace Hopper/)).toBeVisible();
    expect(hubspot.getByText('Ask an owner to connect HubSpot.')).toBeVisible();
    expect(hubspot.queryByLabelText('HubSpot private app token')).not.toBeInTheDocument();
    expect(hubspot.queryByRole('button', { name: 'Connect HubSpot' })).not.toBeInTheDocument();
    // What the administrator can set up is folded away.
    expect(hubspot.getByText('HUBSPOT_CLIENT_ID')).not.toBeVisible();

    const pipedrive = card('Pipedrive');
    expect(pipedrive.getByRole('button', { name: 'Connect Pipedrive' })).toBeVisible();
    expect(pipedrive.queryByText('Use an API token instead')).not.toBeInTheDocument();
  });
});

describe('a guest', () => {
  beforeEach(() => {
    api().state.projects = [testProject({ viewer_role: 'guest' })];
  });

  it('never sees the tab, and is told so when opening it by its address', async () => {
    renderApp('/projects/p1/settings/integrations');
    expect(
      await screen.findByText(/Integrations are for members of the project’s organization/),
    ).toBeVisible();
    const tablist = screen.getByRole('tablist', { name: 'Settings sections' });
    expect(within(tablist).queryByRole('tab', { name: 'Integrations' })).not.toBeInTheDocument();
    expect(within(tablist).getAllByRole('tab')).toHaveLength(6);
    const side = screen.getByRole('navigation', { name: 'Project settings' });
    expect(within(side).queryByRole('link', { name: /^Integrations/ })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Settings section' })).not.toHaveTextContent('Integrations');
    expect(api().count('GET /api/v1/project/p1/crm')).toBe(0);
  });
});
