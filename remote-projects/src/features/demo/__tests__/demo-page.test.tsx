// /demo opens the organization's demo project and goes on to its leads; a refusal says why and where
// to go; any other failure can be retried.
import { screen, waitFor } from '@testing-library/react';
import { currentLocation, errorReply, findAlert } from '@signalboard/shared/testing';
import { testProject } from '../../../testing/fixtures';
import { withProjectsApi } from '../../../testing/projects-api';
import { renderApp } from '../../../testing/render-app';

const api = withProjectsApi();
const demo = testProject({ id: 'demo-1', name: 'Acme CRM leads (demo)', enabled_platforms: ['sample'] });

describe('the /demo route', () => {
  it("opens the demo project's lead list once the API answers it, asking once", async () => {
    api().route('POST /api/v1/project/demo', () => {
      api().state.projects.push(demo);
      return { status: 201, body: demo };
    });
    renderApp('/demo');
    await waitFor(() => expect(currentLocation()).toBe('/projects/demo-1/leads'));
    expect(api().count('POST /api/v1/project/demo')).toBe(1);
  });

  it('says why the API refused (a guest) and points home', async () => {
    api().route('POST /api/v1/project/demo', () =>
      errorReply(403, 'DEMO_ORGANIZATION_REQUIRED', 'The demo project is added to your own organization.'),
    );
    renderApp('/demo');
    expect(
      await screen.findByRole('heading', { name: 'The demo opens in your own organization' }),
    ).toBeVisible();
    expect(screen.getByText('The demo project is added to your own organization.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('offers to try again after a failure, and then opens the demo', async () => {
    let calls = 0;
    api().route('POST /api/v1/project/demo', () => {
      calls += 1;
      if (calls === 1)
        return errorReply(500, 'INTERNAL_ERROR', 'Something went wrong on our side. Please try again.');
      // The project exists once the API has opened it: the lead list's route looks it up in the project
      // list, and a project missing there is a 404 (the race this test once lost).
      api().state.projects.push(demo);
      return { status: 200, body: demo };
    });
    const { user } = renderApp('/demo');
    await findAlert(/We could not open the demo project\. Something went wrong on our side/);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(currentLocation()).toBe('/projects/demo-1/leads'));
    expect(calls).toBe(2);
  });
});
