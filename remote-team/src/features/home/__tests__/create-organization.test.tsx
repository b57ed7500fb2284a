import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app';
import { currentLocation, field, findAlert, findField } from '@signalboard/shared/testing';
import { withTeamApi } from '../../../testing/team-api';

const api = withTeamApi();

describe('home without an organization', () => {
  it('offers to create the organization', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create your organization' })).toBeVisible();
    expect(field('Website')).toHaveAccessibleDescription(/Optional/);
  });

  it('asks for a name, and checks the website when one is given', async () => {
    const { user } = renderApp('/');
    await user.type(await findField('Website'), 'not a site');
    await user.click(screen.getByRole('button', { name: 'Create organization' }));

    expect(field('Organization name')).toHaveFocus();
    expect(field('Organization name')).toHaveAccessibleDescription(/Organization name is required/);
    expect(field('Website')).toHaveAccessibleDescription(/Enter a website address/);
    expect(api().count('POST /api/v1/organization')).toBe(0);
  });

  it('creates the organization and goes to the projects', async () => {
    const { user } = renderApp('/');
    await user.type(await findField('Organization name'), 'Acme');
    await user.type(field('Website'), 'acme.example{Enter}');

    await waitFor(() => expect(currentLocation()).toBe('/projects'));
    expect(api().state.organization).toMatchObject({ name: 'Acme', website: 'https://acme.example' });
    const sent = api().requests.find((r) => r.method === 'POST' && r.path === '/api/v1/organization');
    expect(sent?.body).toEqual({ name: 'Acme', website: 'https://acme.example' });
  });

  it('sends no website when the field is left empty', async () => {
    const { user } = renderApp('/');
    await user.type(await findField('Organization name'), 'Acme{Enter}');
    await waitFor(() => expect(currentLocation()).toBe('/projects'));
    expect(api().state.organization?.website).toBeNull();
  });

  it("shows the server's sentence when the organization cannot be created", async () => {
    api().route('POST /api/v1/organization', () => ({
      status: 409,
      body: { detail: 'You already belong to an organization.', code: 'ALREADY_IN_ORGANIZATION' },
    }));
    const { user } = renderApp('/');
    await user.type(await findField('Organization name'), 'Acme{Enter}');

    await findAlert('You already belong to an organization.');
    expect(currentLocation()).toBe('/');
  });

  it('falls back to a plain sentence when the server gives no detail', async () => {
    api().route('POST /api/v1/organization', () => ({ status: 500 }));
    const { user } = renderApp('/');
    await user.type(await findField('Organization name'), 'Acme{Enter}');
    await findAlert('Could not create the organization');
  });
});
