import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app';
import { testProject, withTeamApi } from '../../../testing/team-api';

const api = withTeamApi();

beforeEach(() => {
  api().state.organization = {
    id: 'org-1',
    name: 'Acme',
    website: null,
    created_at: '2025-01-01T00:00:00.000Z',
    role: 'owner',
  };
});

describe('home with an organization', () => {
  it('greets the user by name and links to Projects and Team', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada' })).toBeVisible();
    expect(screen.getByText('Acme')).toBeVisible();
    const quickLinks = screen.getByRole('navigation', { name: 'Quick links' });
    expect(within(quickLinks).getByRole('link', { name: 'Projects' })).toHaveAttribute('href', '/projects');
    expect(within(quickLinks).getByRole('link', { name: 'Team' })).toHaveAttribute('href', '/team');
  });

  it('lists the most recent projects first', async () => {
    api().state.projects.push(
      testProject('p1', 'Older', '2025-01-01T00:00:00.000Z'),
      testProject('p2', 'Newer', '2025-02-01T00:00:00.000Z'),
    );
    renderApp('/');
    const list = await screen.findByRole('list', { name: 'Recent projects' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Newer', 'Older']);
    expect(links[0]).toHaveAttribute('href', '/projects/p2/leads');
  });

  it('offers the first project when there are none', async () => {
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Create your first project' })).toHaveAttribute(
      'href',
      '/projects/new',
    );
  });
});
