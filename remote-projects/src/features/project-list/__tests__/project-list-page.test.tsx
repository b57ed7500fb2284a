import { screen, waitFor, within } from '@testing-library/react';
import { currentLocation, findAlert } from '@signalboard/shared/testing';
import { testProject } from '../../../testing/fixtures';
import { withProjectsApi } from '../../../testing/projects-api';
import { renderApp } from '../../../testing/render-app';

const api = withProjectsApi();

const projectItems = async () =>
  within(await screen.findByRole('list', { name: 'Your projects' })).getAllByRole('listitem');

describe('project list', () => {
  it('shows each project: name, description, unread leads, data sources and creation date', async () => {
    api().state.projects.push(
      testProject({
        id: 'p1',
        name: 'Acme CRM',
        business_description: 'A CRM for five-person sales teams.',
        created_at: '2025-01-05T09:00:00.000Z',
        unread_count: 1234,
        enabled_platforms: ['hackernews', 'reddit'],
      }),
      testProject({ id: 'p2', name: 'Side project', created_at: '2025-02-10T09:00:00.000Z' }),
    );
    renderApp('/projects');

    const [first, second] = await projectItems();
    expect(within(first!).getByRole('link', { name: 'Acme CRM' })).toHaveAttribute(
      'href',
      '/projects/p1/leads',
    );
    expect(within(first!).getByText('A CRM for five-person sales teams.')).toBeVisible();
    // The badge reads as a sentence, not a bare number.
    expect(within(first!).getByText(/1,234 unread/)).toHaveTextContent('1,234 unread leads');
    // Platform names come from the catalogue, in the project's order.
    expect(await within(first!).findByText('Hacker News, Reddit')).toBeVisible();
    expect(first!.querySelector('time')).toHaveAttribute('datetime', '2025-01-05T09:00:00.000Z');
    expect(within(first!).queryByText(/Set-up not finished/)).not.toBeInTheDocument();

    expect(within(second!).getByText('No business description yet.')).toBeVisible();
    expect(within(second!).getByText('No unread leads')).toBeVisible();
    expect(within(second!).getByText('None yet')).toBeVisible();
    expect(screen.getByRole('link', { name: 'New project' })).toHaveAttribute('href', '/projects/new');
  });

  it('offers to resume an unfinished set-up at the step it stopped', async () => {
    api().state.projects.push(testProject({ id: 'p1', name: 'Acme CRM', wizard_step: 3 }));
    renderApp('/projects');

    const [item] = await projectItems();
    expect(
      within(item!).getByText('Set-up not finished — step 3 of 6: Describe your business'),
    ).toBeVisible();
    expect(within(item!).getByRole('link', { name: 'Resume set-up of Acme CRM' })).toHaveAttribute(
      'href',
      '/projects/new/p1/step-3',
    );
    expect(within(item!).getByRole('link', { name: 'Acme CRM' })).toHaveAttribute(
      'href',
      '/projects/new/p1/step-3',
    );
  });

  it('explains the product and offers a first project when there are none', async () => {
    renderApp('/projects');
    expect(
      await screen.findByRole('heading', { name: 'Find people who are asking for what you sell' }),
    ).toBeVisible();
    expect(screen.getByText(/describe your business and pick the platforms to watch/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Create your first project' })).toHaveAttribute(
      'href',
      '/projects/new',
    );
  });

  it('offers the demo project beside the first project when there are none, and opens it', async () => {
    const demo = testProject({ id: 'demo-1', name: 'Acme CRM leads (demo)', enabled_platforms: ['sample'] });
    api().route('POST /api/v1/project/demo', () => {
      api().state.projects.push(demo);
      return { status: 201, body: demo };
    });
    const { user } = renderApp('/projects');
    expect(await screen.findByText(/look around the demo project and its example leads first/)).toBeVisible();
    const openDemo = screen.getByRole('link', { name: 'Open the demo project' });
    expect(openDemo).toHaveAttribute('href', '/demo');
    await user.click(openDemo);
    await waitFor(() => expect(currentLocation()).toBe('/projects/demo-1/leads'));
    expect(api().count('POST /api/v1/project/demo')).toBe(1);
  });

  it('keeps the demo in the header while the organization has projects but no demo', async () => {
    api().state.projects.push(testProject({ id: 'p1', name: 'Acme CRM' }));
    renderApp('/projects');
    await projectItems();
    expect(screen.getByRole('link', { name: 'Open the demo project' })).toHaveAttribute('href', '/demo');
  });

  it('no longer offers the demo once it is one of the projects', async () => {
    api().state.projects.push(
      testProject({ id: 'p1', name: 'Acme CRM' }),
      testProject({ id: 'demo-1', name: 'Acme CRM leads (demo)', enabled_platforms: ['sample'] }),
    );
    renderApp('/projects');
    await projectItems();
    expect(screen.queryByRole('link', { name: 'Open the demo project' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New project' })).toBeVisible();
  });

  it('shows a guest their projects, without creating or resuming', async () => {
    api().state.organization = null;
    api().state.projects.push(
      testProject({ id: 'p1', name: 'Shared project', organization_id: 'org-2', wizard_step: 4 }),
    );
    renderApp('/projects');

    const [item] = await projectItems();
    expect(within(item!).getByRole('link', { name: 'Shared project' })).toHaveAttribute(
      'href',
      '/projects/p1/leads',
    );
    expect(within(item!).getByText(/Set-up not finished — step 4 of 6/)).toBeVisible();
    expect(within(item!).queryByRole('link', { name: /Resume set-up/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New project' })).not.toBeInTheDocument();
  });

  it('tells a guest without projects how they get one, with no way to create', async () => {
    api().state.organization = null;
    renderApp('/projects');
    expect(await screen.findByRole('heading', { name: 'No projects shared with you yet' })).toBeVisible();
    expect(screen.queryByRole('link', { name: /project/i })).not.toBeInTheDocument();
  });

  it('names platforms as people write them, the demo sample feed too, whether or not the catalogue loads', async () => {
    api().route('GET /api/v1/data_source_subscriptions', () => ({
      status: 403,
      body: { detail: 'Not allowed.', code: 'FORBIDDEN' },
    }));
    api().state.projects.push(
      testProject({ id: 'p1', name: 'Acme', enabled_platforms: ['sample', 'hackernews', 'stackexchange'] }),
    );
    renderApp('/projects');
    const [item] = await projectItems();
    expect(within(item!).getByText('Sample feed, Hacker News, Stack Exchange')).toBeVisible();
    expect(within(item!).queryByText(/sample,|hackernews/)).not.toBeInTheDocument();
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
    expect(await screen.findByRole('link', { name: 'Create your first project' })).toBeVisible();
  });
});
