import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app';
import { currentLocation, field, findAlert, findField } from '@signalboard/shared/testing';
import { withProjectsApi } from '../../../testing/projects-api';

const api = withProjectsApi();

describe('new project, step 1', () => {
  it('asks for a name before calling the server', async () => {
    const { user } = renderApp('/projects/new');
    expect(await screen.findByRole('heading', { name: 'Name your project' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(field('Project name')).toHaveFocus();
    expect(field('Project name')).toHaveAccessibleDescription(/Project name is required/);
    expect(api().count('POST /api/v1/project')).toBe(0);
  });

  it('refuses a name over 100 characters', async () => {
    const { user } = renderApp('/projects/new');
    await user.click(await findField('Project name'));
    await user.paste('x'.repeat(101));
    await user.keyboard('{Enter}');
    expect(field('Project name')).toHaveAccessibleDescription(/at most 100 characters/);
    expect(api().count('POST /api/v1/project')).toBe(0);
  });

  it('creates the project and goes on to step 2 for it', async () => {
    const { user } = renderApp('/projects/new');
    await user.type(await findField('Project name'), '  Acme CRM {Enter}');

    await waitFor(() => expect(currentLocation()).toBe('/projects/new/project-1/step-2'));
    expect(api().state.projects.map((p) => p.name)).toEqual(['Acme CRM']);
    expect(await screen.findByRole('heading', { name: 'Enter your website' })).toBeVisible();
  });

  it("shows the server's sentence when the project cannot be created", async () => {
    api().state.hasOrganization = false;
    const { user } = renderApp('/projects/new');
    await user.type(await findField('Project name'), 'Acme CRM{Enter}');

    await findAlert('Create an organization before creating projects.');
    expect(currentLocation()).toBe('/projects/new');
  });
});
