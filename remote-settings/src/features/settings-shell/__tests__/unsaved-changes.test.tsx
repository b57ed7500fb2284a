import { screen, waitFor } from '@testing-library/react';
import { currentLocation, findField } from '@signalboard/shared/testing';
import { renderApp } from '../../../testing/render-app';
import { withSettingsApi } from '../../../testing/settings-api';

withSettingsApi();

async function openGeneral() {
  const result = renderApp('/projects/p1/settings/project');
  const name = await findField('Project name');
  return { ...result, name };
}

const leaveDialog = () => screen.findByRole('dialog', { name: 'Leave without saving?' });

describe('unsaved settings', () => {
  it('asks before another tab opens, and Stay keeps the edit on screen', async () => {
    const { user, name } = await openGeneral();
    await user.type(name, ' 2');
    await user.click(screen.getByRole('tab', { name: 'Business' }));

    const dialog = await leaveDialog();
    expect(dialog).toHaveTextContent('You have unsaved changes in the project name.');
    expect(currentLocation()).toBe('/projects/p1/settings/project');
    await user.click(screen.getByRole('button', { name: 'Stay' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(currentLocation()).toBe('/projects/p1/settings/project');
    expect(await findField('Project name')).toHaveValue('Acme CRM 2');
  });

  it('leaves, dropping the edit, when asked to', async () => {
    const { user, name } = await openGeneral();
    await user.type(name, ' 2');
    await user.click(screen.getByRole('tab', { name: 'Business' }));
    await leaveDialog();
    await user.click(screen.getByRole('button', { name: 'Leave' }));

    await waitFor(() => expect(currentLocation()).toBe('/projects/p1/settings/business'));
    expect(await findField('Business description')).toBeVisible();
  });

  it('asks nothing when nothing changed, or once the change is saved', async () => {
    const { user, name } = await openGeneral();
    await user.click(screen.getByRole('tab', { name: 'Notifications' }));
    await waitFor(() => expect(currentLocation()).toBe('/projects/p1/settings/notifications'));
    await user.click(screen.getByRole('tab', { name: 'General' }));
    await waitFor(() => expect(currentLocation()).toBe('/projects/p1/settings/project'));

    const field = await findField('Project name');
    expect(field).not.toBe(name);
    await user.type(field, ' 2');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Project renamed')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Business' }));
    await waitFor(() => expect(currentLocation()).toBe('/projects/p1/settings/business'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks the browser to confirm a reload or close while changes are unsaved', async () => {
    const { user, name } = await openGeneral();
    const before = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(before()).toBe(false);
    await user.type(name, ' 2');
    expect(before()).toBe(true);
  });
});
