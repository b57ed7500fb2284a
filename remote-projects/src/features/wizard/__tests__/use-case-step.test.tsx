import { screen, waitFor } from '@testing-library/react';
import { currentLocation, findAlert } from '@signalboard/shared/testing';
import { testProject } from '../../../testing/fixtures';
import { withProjectsApi } from '../../../testing/projects-api';
import { renderApp } from '../../../testing/render-app';

const api = withProjectsApi();

describe('step 4, how the product is used', () => {
  it('offers every use case of the API, in plain words, and saves the choice', async () => {
    api().state.projects.push(testProject({ id: 'p1', name: 'Acme', wizard_step: 4 }));
    const { user } = renderApp('/projects/new/p1/step-4');

    const options = await screen.findAllByRole('radio');
    expect(options.map((option) => (option as HTMLInputElement).value)).toEqual([
      'lead_generation',
      'competitor_monitoring',
      'market_research',
      'brand_monitoring',
      'customer_support',
      'other',
    ]);
    const watch = screen.getByRole('radio', { name: 'Watch your competitors' });
    expect(watch).toHaveAccessibleDescription(/look for an alternative/);

    // Nothing chosen yet: Continue says why it cannot go on.
    const next = screen.getByRole('button', { name: 'Continue' });
    expect(next).toBeDisabled();
    expect(next).toHaveAccessibleDescription('Choose how you want to use Signalboard.');

    await user.click(watch);
    await user.click(next);
    await waitFor(() => expect(currentLocation()).toBe('/projects/new/p1/step-5'));
    expect(api().state.projects[0]).toMatchObject({ use_case: 'competitor_monitoring', wizard_step: 5 });
  });

  it('starts from the saved choice, and Back returns to step 3 without saving', async () => {
    api().state.projects.push(
      testProject({
        id: 'p1',
        name: 'Acme',
        wizard_step: 5,
        use_case: 'market_research',
        business_description: 'x',
      }),
    );
    const { user } = renderApp('/projects/new/p1/step-4');
    expect(await screen.findByRole('radio', { name: 'Research your market' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Something else' }));
    await user.click(screen.getByRole('link', { name: 'Back' }));
    await waitFor(() => expect(currentLocation()).toBe('/projects/new/p1/step-3'));
    expect(api().count('PATCH /api/v1/project/p1')).toBe(0);
    expect(api().state.projects[0]?.use_case).toBe('market_research');
  });

  it("shows the server's sentence when the choice cannot be saved, and stays", async () => {
    api().state.projects.push(testProject({ id: 'p1', name: 'Acme', wizard_step: 4 }));
    api().route('PATCH /api/v1/project/:id', () => ({
      status: 500,
      body: { detail: 'Something went wrong on our side.', code: 'INTERNAL' },
    }));
    const { user } = renderApp('/projects/new/p1/step-4');
    await user.click(await screen.findByRole('radio', { name: 'Find new customers' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await findAlert('Something went wrong on our side.');
    expect(currentLocation()).toBe('/projects/new/p1/step-4');
    expect(screen.getByRole('radio', { name: 'Find new customers' })).toBeChecked();
  });
});
