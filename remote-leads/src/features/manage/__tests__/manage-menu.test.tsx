// Who is offered the editors: members of the project's organization see "Signals", "Columns" and
// "Statuses"; a guest, whose saves the API refuses, sees none of them.
import { screen } from '@testing-library/react';
import { useProject } from '@signalboard/shared/api';
import { renderWithProviders } from '@signalboard/shared/testing';
import { ManageMenu } from '../manage-menu';
import { PROJECT, withManageApi } from './manage-test-api';

const api = withManageApi();
const ENTRY_POINTS = ['Signals', 'Columns', 'Statuses'];

/** Shows the role once the project is loaded: the menu renders from the same query in the same pass. */
function RoleProbe() {
  return <output>{useProject(PROJECT).data?.viewer_role ?? 'loading'}</output>;
}

function renderMenu() {
  return renderWithProviders(
    <>
      <ManageMenu projectId={PROJECT} />
      <RoleProbe />
    </>,
  );
}

describe('manage menu', () => {
  it.each(['owner', 'admin', 'member'] as const)(
    'offers every editor when the caller is %s',
    async (role) => {
      api().state.project.viewer_role = role;
      renderMenu();
      expect(await screen.findByRole('group', { name: 'Manage leads' })).toBeInTheDocument();
      for (const name of ENTRY_POINTS) expect(screen.getByRole('button', { name })).toBeEnabled();
    },
  );

  it('offers no editor to a guest of the project, neither while loading nor once the role is known', async () => {
    api().state.project.viewer_role = 'guest';
    renderMenu();
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Manage leads' })).not.toBeInTheDocument();
    expect(await screen.findByText('guest')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Manage leads' })).not.toBeInTheDocument();
    for (const name of ENTRY_POINTS) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  });
});
