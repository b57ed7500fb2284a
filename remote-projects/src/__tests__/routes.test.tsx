import { screen, waitFor } from '@testing-library/react';
import { mountPaths, CONTRACT_VERSION, remoteMounts } from '@signalboard/shared/contract';
import routes from '../routes';
import { renderApp } from '../testing/render-app';
import { currentLocation } from '@signalboard/shared/testing';
import { testProject } from '../testing/fixtures';
import { withProjectsApi } from '../testing/projects-api';

const api = withProjectsApi();

const steps = [
  [1, 'Name your project'],
  [2, 'Enter your website'],
  [3, 'Describe your business'],
  [4, 'How do you want to use the product?'],
  [5, 'Choose platforms'],
  [6, 'Intent Signals'],
] as const;

describe('the projects routes module', () => {
  it('speaks the current contract for the projects remote', () => {
    expect(routes.contractVersion).toBe(CONTRACT_VERSION);
    expect(routes.remote).toBe('projects');
  });

  it('fills exactly the mounts the host gives the projects remote', () => {
    expect(Object.keys(routes.mounts).sort()).toEqual([...remoteMounts.projects].sort());
    expect(Object.keys(mountPaths.projects).sort()).toEqual([...remoteMounts.projects].sort());
  });

  it('renders the projects mount', async () => {
    renderApp('/projects');
    expect(await screen.findByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  });

  it('renders the wizard mount at step 1', async () => {
    renderApp('/projects/new');
    expect(await screen.findByRole('heading', { name: 'Name your project' })).toBeVisible();
    expect(screen.getByText('Step 1 of 6')).toBeVisible();
  });

  it.each(steps)('shows step %i, "%s", of a project', async (id, title) => {
    api().state.projects.push(
      testProject({ id: 'p1', name: 'Acme', business_description: 'CRM', wizard_step: null }),
    );
    renderApp(`/projects/new/p1/step-${id}`);
    expect(await screen.findByRole('heading', { name: title })).toBeVisible();
    expect(screen.getByText(`Step ${id} of 6`)).toBeVisible();
  });

  it('sends an unknown wizard path to /404, as the host does', async () => {
    renderApp('/projects/new/p1/step-7');
    await waitFor(() => expect(currentLocation()).toBe('/404'));
  });
});
