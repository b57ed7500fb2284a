import { waitFor } from '@testing-library/react';
import { ACCEPTED_TOKEN, AUTHORIZATION_URL, connectedCrm } from '../../../testing/crm-routes';
import { testProject, withSettingsApi } from '../../../testing/settings-api';
import { resumeTime } from '../resume-time';
import { card, openIntegrations, watchConsentPage } from './integrations-test-kit';

const api = withSettingsApi();

afterEach(() => vi.restoreAllMocks());

const REVOKED =
  'HubSpot no longer accepts Signalboard\'s access (it was revoked or expired), so pushes stopped. HubSpot said: "Authentication credentials not found." Connect HubSpot again to resume them; leads waiting will go then.';
const REFUSED =
  'Pipedrive refused a lead, so pushes stopped. Pipedrive said: "Field Lead source is required." Fix it in Pipedrive (a required property, a validation rule) or change the field mapping, then choose "Resume pushes".';

describe('a CRM whose pushes stopped', () => {
  it('offers Reconnect by OAuth when the access was revoked', async () => {
    api().state.crm.connections.hubspot = connectedCrm('hubspot', {
      status: 'broken',
      auth_kind: 'oauth',
      oauth_available: true,
      broken_code: 'auth',
      broken_reason: REVOKED,
    });
    const leave = watchConsentPage();
    const { user } = await openIntegrations();
    const hubspot = card('HubSpot');
    const banner = hubspot.getByRole('group', { name: 'Pushes to HubSpot stopped' });
    expect(banner).toHaveTextContent(REVOKED);
    expect(hubspot.getByText('Pushes stopped', { selector: '.crm-badge' })).toBeVisible();
    expect(hubspot.queryByRole('button', { name: 'Resume pushes' })).not.toBeInTheDocument();
    await user.click(hubspot.getByRole('button', { name: 'Reconnect HubSpot' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith(AUTHORIZATION_URL));
  });

  it('lets an owner paste a new token when the token lacks a permission', async () => {
    api().state.crm.connections.attio = connectedCrm('attio', {
      status: 'broken',
      auth_kind: 'token',
      broken_code: 'scope',
      broken_reason: "Signalboard's access to Attio lacks a permission it needs, so pushes stopped.",
    });
    const { user } = await openIntegrations();
    const attio = card('Attio');
    expect(attio.queryByRole('button', { name: 'Reconnect Attio' })).not.toBeInTheDocument();
    await user.click(attio.getByRole('button', { name: 'Paste a new API key' }));
    const field = attio.getByLabelText('Attio API key');
    expect(field).toHaveFocus();
    await user.type(field, ACCEPTED_TOKEN);
    await user.click(attio.getByRole('button', { name: 'Reconnect with this token' }));
    expect(await attio.findByText('Attio is connected again; the leads that waited go now.')).toHaveAttribute(
      'role',
      'status',
    );
    await waitFor(() =>
      expect(attio.queryByRole('group', { name: 'Pushes to Attio stopped' })).not.toBeInTheDocument(),
    );
    expect(attio.getByText('Connected', { selector: '.crm-badge' })).toBeVisible();
  });

  it('tells a member who is not an owner to ask one when a token needs replacing', async () => {
    api().state.projects = [testProject({ viewer_role: 'admin' })];
    api().state.crm.connections.attio = connectedCrm('attio', {
      status: 'broken',
      auth_kind: 'token',
      broken_code: 'auth',
      broken_reason: 'Attio no longer accepts Signalboard’s access.',
    });
    await openIntegrations();
    const attio = card('Attio');
    expect(await attio.findByText(/Ada Lovelace or Grace Hopper/)).toBeVisible();
    expect(attio.getByText('Ask an owner to reconnect Attio.')).toBeVisible();
    expect(attio.queryByRole('button', { name: 'Paste a new API key' })).not.toBeInTheDocument();
  });

  it('resumes pushes once a lead the CRM refused has been fixed there', async () => {
    api().state.crm.connections.pipedrive = connectedCrm('pipedrive', {
      status: 'broken',
      broken_code: 'validation',
      broken_reason: REFUSED,
    });
    const { user } = await openIntegrations();
    const pipedrive = card('Pipedrive');
    expect(pipedrive.getByRole('group', { name: 'Pushes to Pipedrive stopped' })).toHaveTextContent(REFUSED);
    expect(pipedrive.queryByRole('button', { name: 'Reconnect Pipedrive' })).not.toBeInTheDocument();
    await user.click(pipedrive.getByRole('button', { name: 'Resume pushes' }));
    expect(
      await pipedrive.findByText('Pushes to Pipedrive resumed; the leads that waited go now.'),
    ).toHaveAttribute('role', 'status');
    await waitFor(() =>
      expect(pipedrive.queryByRole('group', { name: 'Pushes to Pipedrive stopped' })).not.toBeInTheDocument(),
    );
    expect(api().count('POST /api/v1/project/p1/crm/pipedrive/resume')).toBe(1);
  });

  it('says quietly when the CRM asked to slow down, and when pushes go on', async () => {
    const at = new Date(Date.now() + 5 * 60_000).toISOString();
    api().state.crm.connections.hubspot = connectedCrm('hubspot', { waiting_until: at });
    await openIntegrations();
    const time = resumeTime(at);
    expect(
      card('HubSpot').getByText(`HubSpot asked us to slow down; pushes continue at ${time}.`),
    ).toBeVisible();
    expect(card('HubSpot').getByText('12 sent · 1 waiting · 2 failed')).toBeVisible();
  });
});
