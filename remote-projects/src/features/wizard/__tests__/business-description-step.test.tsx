import { screen, waitFor } from '@testing-library/react';
import { queryClient } from '@signalboard/shared/query';
import { currentLocation, field, findAlert, findField } from '@signalboard/shared/testing';
import { errorReply } from '@signalboard/shared/testing';
import { testProject } from '../../../testing/fixtures';
import { withProjectsApi } from '../../../testing/projects-api';
import { renderApp } from '../../../testing/render-app';

const api = withProjectsApi();

const project = () => api().state.projects[0]!;

/** Goes through step 2 with acme.com, as a user does, to land on step 3 with a proposal. */
async function fromWebsiteStep() {
  api().state.projects.push(testProject({ id: 'p1', name: 'Acme', wizard_step: 2 }));
  const app = renderApp('/projects/new/p1/step-2');
  await app.user.type(await findField('Website'), 'acme.com{Enter}');
  await waitFor(() => expect(currentLocation()).toBe('/projects/new/p1/step-3'));
  await findField('Business description');
  return app;
}

describe('step 3, the business description', () => {
  it('adds and removes key offerings and competitors with their chips', async () => {
    const { user } = await fromWebsiteStep();
    expect(screen.getByRole('list', { name: 'Key offerings found on your website' })).toHaveTextContent(
      'Shared inboxSales pipelines',
    );
    await user.click(screen.getByRole('button', { name: 'Add “HubSpot” to the description' }));
    expect(field('Business description').value).toMatch(/pipelines\. HubSpot$/);
    expect(await screen.findByText('Added “HubSpot” to the description.')).toHaveAttribute('role', 'status');

    await user.click(screen.getByRole('button', { name: 'Remove “HubSpot” from the description' }));
    expect(field('Business description').value).not.toMatch(/HubSpot/);
    // Offerings the description already mentions read as "remove".
    expect(screen.getByRole('button', { name: 'Remove “Shared inbox” from the description' })).toBeVisible();
  });

  it('keeps the proposal after a reload', async () => {
    const { unmount } = await fromWebsiteStep();
    unmount();
    queryClient.clear();
    renderApp('/projects/new/p1/step-3');
    expect(await findField('Business description')).toHaveValue(project().business_description);
    expect(screen.getByRole('list', { name: 'Competitors found on your website' })).toHaveTextContent(
      'HubSpotPipedrive',
    );
  });

  it('saves the edited description and goes on to step 4', async () => {
    api().state.projects.push(
      testProject({ id: 'p1', name: 'Acme', wizard_step: 3, business_description: 'We sell a CRM.' }),
    );
    const { user } = renderApp('/projects/new/p1/step-3');
    const text = await findField('Business description');
    expect(text).toHaveAccessibleDescription('14 of 5,000 characters.');
    // No website saved: nothing to propose from.
    expect(screen.queryByRole('button', { name: 'Propose again' })).not.toBeInTheDocument();

    await user.type(text, ' For small teams.');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(currentLocation()).toBe('/projects/new/p1/step-4'));
    expect(project()).toMatchObject({
      business_description: 'We sell a CRM. For small teams.',
      wizard_step: 4,
    });
  });

  it('needs a description of at most 5,000 characters', async () => {
    api().state.projects.push(testProject({ id: 'p1', name: 'Acme', wizard_step: 3 }));
    const { user } = renderApp('/projects/new/p1/step-3');
    const next = await screen.findByRole('button', { name: 'Continue' });
    expect(next).toBeDisabled();
    expect(next).toHaveAccessibleDescription('Describe your business in a few sentences.');

    await user.click(field('Business description'));
    await user.paste('x'.repeat(5001));
    await user.tab();
    expect(field('Business description')).toHaveAccessibleDescription(
      /5,001 characters long: shorten it to 5,000/,
    );
    expect(next).toBeDisabled();
    expect(api().count('PATCH /api/v1/project/p1')).toBe(0);
  });

  it('proposes again from the saved website, with Undo', async () => {
    api().state.projects.push(
      testProject({
        id: 'p1',
        name: 'Acme',
        wizard_step: 3,
        website: 'https://acme.com',
        business_description: 'Mine.',
      }),
    );
    const { user } = renderApp('/projects/new/p1/step-3');
    await user.click(await screen.findByRole('button', { name: 'Propose again' }));
    await waitFor(() => expect(field('Business description').value).toMatch(/simple CRM/));
    expect(screen.getByRole('button', { name: 'Add “HubSpot” to the description' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(field('Business description')).toHaveValue('Mine.');
    expect(project().business_description).toBe('Mine.');
  });

  it('keeps the text when a new proposal fails', async () => {
    api().state.projects.push(
      testProject({
        id: 'p1',
        name: 'Acme',
        wizard_step: 3,
        website: 'https://acme.com',
        business_description: 'Mine.',
      }),
    );
    api().state.businessInfo = () =>
      errorReply(422, 'WEBSITE_UNREADABLE', 'The site answered with an error (HTTP 500).');
    const { user } = renderApp('/projects/new/p1/step-3');
    await user.click(await screen.findByRole('button', { name: 'Propose again' }));
    await findAlert('The site answered with an error (HTTP 500). Your text is unchanged.');
    expect(field('Business description')).toHaveValue('Mine.');
  });

  it('goes Back to step 2 with the saved website', async () => {
    api().state.projects.push(
      testProject({
        id: 'p1',
        name: 'Acme',
        wizard_step: 3,
        website: 'https://acme.com',
        business_description: 'Mine.',
      }),
    );
    const { user } = renderApp('/projects/new/p1/step-3');
    await user.click(await screen.findByRole('link', { name: 'Back' }));
    expect(await findField('Website')).toHaveValue('https://acme.com');
  });
});
