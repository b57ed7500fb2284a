import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app';
import { findAlert } from '@signalboard/shared/testing';
import { withProjectsApi } from '../../../testing/projects-api';

const api = withProjectsApi();

describe('project list', () => {
  it('lists the projects with their description and creation date', async () => {
    api().state.projects.push(
      {
        id: 'p1',
        name: 'Acme CRM',
        business_description: 'A CRM for five-person sales teams.',
        website: null,
        organization_id: 'o1',
        created_at: '2025-01-05T09:00:00.000Z',
        updated_at: '2025-01-05T09:00:00.000Z',
        use_case: null,
        wizard_step: null,
      },
      {
        id: 'p2',
        name: 'Side project',
        business_description: null,
        website: null,
        organization_id: 'o1',
        created_at: '2025-02-10T09:00:00.000Z',
        updated_at: '2025-02-10T09:00:00.000Z',
        use_case: null,
        wizard_step: null,
      },
    );
    renderApp('/projects');

    const list = await screen.findByRole('list', { name: 'Your projects' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('link', { name: 'Acme CRM' })).toHaveAttribute(
      'href',
      '/projects/p1/leads',
    );
    expect(within(items[0]!).getByText('A CRM for five-person sales teams.')).toBeVisible();
    expect(items[0]!.querySelector('time')).toHaveAttribute('datetime', '2025-01-05T09:00:00.000Z');
    expect(within(items[1]!).getByText('No business description yet.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'New project' })).toHaveAttribute('href', '/projects/new');
  });

  it('explains the product and offers a new project when there are none', async () => {
    renderApp('/projects');
    expect(await screen.findByRole('heading', { name: 'Create your first project' })).toBeVisible();
    expect(screen.getByText(/watches public forums for people asking for it/)).toBeVisible();
    expect(screen.getAllByRole('link', { name: 'New project' })).toHaveLength(2);
  });

  it('says when the projects could not be loaded, with a way to try again', async () => {
    api().route('GET /api/v1/project', () => ({
      status: 403,
      body: { detail: 'Not allowed.', code: 'FORBIDDEN' },
    }));
    const { user } = renderApp('/projects');
    await findAlert('We could not load your projects. Not allowed.');

    api().route('GET /api/v1/project', () => ({ status: 200, body: [] }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Create your first project' })).toBeVisible();
  });
});
