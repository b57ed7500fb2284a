import { screen, waitFor } from '@testing-library/react';
import { currentLocation, findAlert } from '@signalboard/shared/testing';
import { testProject } from '../../../testing/fixtures';
import { withProjectsApi } from '../../../testing/projects-api';
import { renderApp } from '../../../testing/render-app';

const api = withProjectsApi();

describe('moving through the wizard', () => {
  it('sends a user who skips ahead back to the step they stopped at', async () => {
    api().state.projects.push(testProject({ id: 'p1', name: 'Acme', wizard_step: 3 }));
    renderApp('/projects/new/p1/step-5');
    await waitFor(() => expect(currentLocation()).toBe('/projects/new/p1/step-3'));
    expect(await screen.findByRole('heading', { name: 'Describe your business' })).toHaveFocus();
  });

  it('lets a user go back to an earlier step freely', async () => {
    api().state.projects.push(testProject({ id: 'p1', name: 'Acme', wizard_step: 4 }));
    renderApp('/projects/new/p1/step-2');
    expect(await screen.findByRole('heading', { name: 'Enter your website' })).toBeVisible();
    expect(currentLocation()).toBe('/projects/new/p1/step-2');
  });

  it('opens every step of a finished project', async () => {
    api().state.projects.push(testProject({ id: 'p1', name: 'Acme', wizard_step: null }));
    renderApp('/projects/new/p1/step-4');
    expect(await screen.findByRole('heading', { name: 'How do you want to use the product?' })).toBeVisible();
  });

  it('counts a project path without a step as step 1', async () => {
    api().state.projects.push(testProject({ id: 'p1', name: 'Acme', wizard_step: 2 }));
    renderApp('/projects/new/p1');
    await waitFor(() => expect(currentLocation()).toBe('/projects/new/p1/step-1'));
  });

  it('says when the project cannot be loaded, with Try again and a way back', async () => {
    renderApp('/projects/new/missing/step-2');
    await findAlert('We could not load this project. Project not found.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to your projects' })).toHaveAttribute('href', '/projects');
  });

  it('moves focus to the heading of each new step', async () => {
    api().state.projects.push(testProject({ id: 'p1', name: 'Acme', wizard_step: 2 }));
    const { user } = renderApp('/projects/new/p1/step-2');
    const back = await screen.findByRole('link', { name: 'Back' });
    expect(screen.getByRole('heading', { name: 'Enter your website' })).toHaveFocus();
    await user.click(back);
    await screen.findByRole('textbox', { name: /Project name/ });
    expect(await screen.findByRole('heading', { name: 'Name your project' })).toHaveFocus();
  });
});
