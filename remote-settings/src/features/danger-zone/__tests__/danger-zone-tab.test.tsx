import { screen, waitFor, within } from '@testing-library/react';
import { queryClient } from '@signalboard/shared/query';
import { projectsQueryOptions, queryKeys, type Project } from '@signalboard/shared/api';
import { currentLocation, findAlert } from '@signalboard/shared/testing';
import { renderApp } from '../../../testing/render-app';
import { LAST_OWNER_SENTENCE, withSettingsApi } from '../../../testing/settings-api';

const api = withSettingsApi();

async function openDeleteDialog() {
  const result = renderApp('/projects/p1/settings/danger-zone');
  await result.user.click(await screen.findByRole('button', { name: 'Delete project' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete Acme CRM?' });
  return { ...result, dialog };
}

describe('deleting the project', () => {
  it('needs the project’s name typed exactly before the delete button works', async () => {
    const { user, dialog } = await openDeleteDialog();
    const input = within(dialog).getByRole('textbox', { name: 'Type Acme CRM to confirm' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete project' });
    expect(confirm).toBeDisabled();

    for (const attempt of ['acme crm', 'Acme CR', 'Acme CRM ', ' Acme CRM']) {
      await user.clear(input);
      await user.type(input, attempt);
      expect(confirm).toBeDisabled();
    }
    // Enter with a wrong name does nothing either.
    await user.keyboard('{Enter}');
    expect(api().count('DELETE /api/v1/project/p1')).toBe(0);

    await user.clear(input);
    await user.type(input, 'Acme CRM');
    expect(confirm).toBeEnabled();
  });

  it('deletes, says so, forgets the project and goes to the project list', async () => {
    // The host has the project list cached (its navigation and guard use it).
    await queryClient.fetchQuery(projectsQueryOptions());
    const { user, dialog } = await openDeleteDialog();
    await user.type(within(dialog).getByRole('textbox', { name: 'Type Acme CRM to confirm' }), 'Acme CRM');
    await user.click(within(dialog).getByRole('button', { name: 'Delete project' }));

    await waitFor(() => expect(currentLocation()).toBe('/projects'));
    expect(await screen.findByText('Project deleted')).toBeInTheDocument();
    expect(api().state.projects).toEqual([]);
    await waitFor(() => expect(queryClient.getQueryData(queryKeys.project('p1'))).toBeUndefined());
    await waitFor(() => expect(queryClient.getQueryData<Project[]>(queryKeys.projects)).toEqual([]));
  });

  it('shows the API’s refusal in the dialog and keeps the project', async () => {
    api().state.role = 'member';
    const { user, dialog } = await openDeleteDialog();
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Type Acme CRM to confirm' }),
      'Acme CRM{Enter}',
    );

    expect(dialog).toContainElement(await findAlert('Only owners and admins can delete a project.'));
    expect(currentLocation()).toBe('/projects/p1/settings/danger-zone');
    expect(api().state.projects).toHaveLength(1);
  });

  it('closes on Cancel without deleting', async () => {
    const { user, dialog } = await openDeleteDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api().count('DELETE /api/v1/project/p1')).toBe(0);
  });
});

describe('leaving the organization', () => {
  async function openLeaveDialog() {
    const result = renderApp('/projects/p1/settings/danger-zone');
    await result.user.click(await screen.findByRole('button', { name: 'Leave organization' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave Acme?' });
    return { ...result, dialog };
  }

  it('asks first, then leaves and goes home', async () => {
    const { user, dialog } = await openLeaveDialog();
    expect(api().count('POST /api/v1/organization/leave')).toBe(0);
    await user.click(within(dialog).getByRole('button', { name: 'Leave organization' }));
    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(api().state.organization).toBeNull();
    expect(await screen.findByText('You left Acme.')).toBeInTheDocument();
  });

  it('shows the API’s sentence to the last owner, who stays', async () => {
    api().state.owners = 1;
    const { user, dialog } = await openLeaveDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Leave organization' }));
    expect(dialog).toContainElement(await findAlert(LAST_OWNER_SENTENCE));
    expect(currentLocation()).toBe('/projects/p1/settings/danger-zone');
    expect(api().state.organization).not.toBeNull();
  });
});
