import { screen, waitFor, within } from '@testing-library/react';
import { currentLocation, field, findAlert } from '@signalboard/shared/testing';
import { renderApp } from '../../../testing/render-app';
import { ME, testInvite, testProject, withTeamApi } from '../../../testing/team-api';

const api = withTeamApi();

describe('home of a guest (no organization, projects shared with them)', () => {
  beforeEach(() => {
    api().state.projects = [
      testProject('p-9', 'Globex launch', '2025-02-01T00:00:00.000Z', 'org-9'),
      testProject('p-7', 'Initech <b>audit</b>', '2025-01-01T00:00:00.000Z', 'org-7'),
    ];
  });

  it('lists the projects shared with them, each opening its leads', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada' })).toBeVisible();
    const list = screen.getByRole('list', { name: 'Projects shared with you' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Globex launch', 'Initech <b>audit</b>']);
    expect(links[0]).toHaveAttribute('href', '/projects/p-9/leads');
  });

  it('still offers to create an organization, and the invitations addressed to them', async () => {
    api().state.addressedToMe = [testInvite('inv-7', 'ada@example.com', { organization_name: 'Globex' })];
    const { user } = renderApp('/');
    expect(await screen.findByRole('list', { name: 'Invitations for you' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Create your organization' })).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);

    await user.type(field('Organization name'), 'Acme{Enter}');
    await waitFor(() => expect(currentLocation()).toBe('/projects'));
    expect(api().state.organization).toMatchObject({ name: 'Acme' });
  });
});

describe('home without an organization', () => {
  it('offers an organization and shows no id to hand out (guests are invited by e-mail)', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create your organization' })).toBeVisible();
    expect(screen.queryByText(/Signalboard ID/)).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(ME);
  });

  it('says when the shared projects could not be checked, and still offers an organization', async () => {
    api().route('GET /api/v1/project', () => ({
      status: 403,
      body: { detail: 'Your account is disabled.', code: 'FORBIDDEN' },
    }));
    renderApp('/');
    await findAlert('We could not check for projects shared with you. Your account is disabled.');
    expect(screen.getByRole('heading', { level: 1, name: 'Create your organization' })).toBeVisible();
  });
});
