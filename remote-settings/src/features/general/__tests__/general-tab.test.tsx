import { screen, waitFor, within } from '@testing-library/react';
import { errorReply, findAlert, findField } from '@signalboard/shared/testing';
import { renderApp } from '../../../testing/render-app';
import { withSettingsApi } from '../../../testing/settings-api';

const api = withSettingsApi();

async function openGeneral() {
  const result = renderApp('/projects/p1/settings/project');
  const name = await findField('Project name');
  return { ...result, name };
}

describe('the General tab', () => {
  it('renames the project with PATCH, says so, and shows the new name as saved', async () => {
    const { user, name } = await openGeneral();
    expect(name).toHaveValue('Acme CRM');
    const save = screen.getByRole('button', { name: 'Save changes' });
    expect(save).toBeDisabled();

    await user.clear(name);
    await user.type(name, '  Acme Pipeline  ');
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();
    await user.click(save);

    expect(await screen.findByText('Project renamed')).toBeInTheDocument();
    const patch = api().requests.find((r) => r.method === 'PATCH');
    expect(patch?.body).toEqual({ name: 'Acme Pipeline' });
    expect(api().state.projects[0]?.name).toBe('Acme Pipeline');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled());
    expect(await findField('Project name')).toHaveValue('Acme Pipeline');
  });

  it('names the field when the name is empty, and sends nothing', async () => {
    const { user, name } = await openGeneral();
    await user.clear(name);
    await user.type(name, '   ');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Project name is required.')).toBeVisible();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    expect(api().count('PATCH /api/v1/project/p1')).toBe(0);
  });

  it('shows the server’s refusal under the field it names', async () => {
    const { user, name } = await openGeneral();
    await user.clear(name);
    await user.type(name, 'Taken');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('name: a project with this name already exists')).toBeVisible();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(api().state.projects[0]?.name).toBe('Acme CRM');
  });

  it('shows any other failure above Save', async () => {
    api().route('PATCH /api/v1/project/:id', () =>
      errorReply(403, 'PROJECT_MEMBERS_ONLY', "Only members of the project's organization can do this."),
    );
    const { user, name } = await openGeneral();
    await user.type(name, ' 2');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await findAlert("Only members of the project's organization can do this.");
  });

  it('shows the created date and the id, which can be copied', async () => {
    const { user } = await openGeneral();
    const facts = screen.getByRole('heading', { name: 'About this project' }).closest('section')!;
    expect(within(facts).getByText('Created').nextElementSibling?.querySelector('time')).toHaveAttribute(
      'datetime',
      '2025-01-05T10:00:00.000Z',
    );
    expect(within(facts).getByText('p1')).toBeVisible();
    await user.click(within(facts).getByRole('button', { name: 'Copy the project id' }));
    expect(await navigator.clipboard.readText()).toBe('p1');
    expect(within(facts).getByRole('status')).toHaveTextContent('Copied to the clipboard.');
  });

  it('says what went wrong when the project cannot be loaded, and tries again', async () => {
    api().route('GET /api/v1/project/:id', () =>
      errorReply(403, 'PROJECT_MEMBERS_ONLY', 'You cannot see this.'),
    );
    const { user } = renderApp('/projects/p1/settings/project');
    await findAlert('We could not load this project. You cannot see this.');
    api().route('GET /api/v1/project/:id', () => ({ status: 200, body: api().state.projects[0] }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await findField('Project name')).toHaveValue('Acme CRM');
  });
});
