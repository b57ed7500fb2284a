import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app';
import { currentLocation, field, findAlert, findField } from '@signalboard/shared/testing';
import { testProject } from '../../../testing/fixtures';
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
    // Saved as "resume at step 2", so the list can offer to finish the set-up.
    expect(api().state.projects[0]?.wizard_step).toBe(2);
    expect(await screen.findByRole('heading', { name: 'Enter your website' })).toBeVisible();
  });

  it("shows the server's sentence when the project cannot be created", async () => {
    api().state.organization = null;
    const { user } = renderApp('/projects/new');
    await user.type(await findField('Project name'), 'Acme CRM{Enter}');

    await findAlert('Create an organization before creating projects.');
    expect(currentLocation()).toBe('/projects/new');
  });
});

describe('step 1 of an existing project', () => {
  it('shows the saved name and renames the project, keeping later progress', async () => {
    api().state.projects.push(testProject({ id: 'p1', name: 'Acme', wizard_step: 4 }));
    const { user } = renderApp('/projects/new/p1/step-1');
    const name = await findField('Project name');
    expect(name).toHaveValue('Acme');
    expect(screen.queryByRole('link', { name: 'Back' })).not.toBeInTheDocument();

    await user.clear(name);
    await user.type(name, 'Acme CRM{Enter}');
    await waitFor(() => expect(currentLocation()).toBe('/projects/new/p1/step-2'));
    expect(api().state.projects[0]).toMatchObject({ name: 'Acme CRM', wizard_step: 4 });
  });

  it("shows the server's sentence when the rename is refused", async () => {
    api().state.projects.push(testProject({ id: 'p1', name: 'Acme', wizard_step: 2 }));
    api().route('PATCH /api/v1/project/:id', () => ({
      status: 403,
      body: {
        detail: 'Only members of the organization can change this project.',
        code: 'PROJECT_MEMBERS_ONLY',
      },
    }));
    const { user } = renderApp('/projects/new/p1/step-1');
    await user.type(await findField('Project name'), ' CRM{Enter}');
    await findAlert('Only members of the organization can change this project.');
    expect(currentLocation()).toBe('/projects/new/p1/step-1');
  });
});
