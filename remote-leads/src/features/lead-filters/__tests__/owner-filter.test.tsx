// The owner filter: Assigned to me, Unassigned, or one person (members, then guests), to and from the
// URL, shown and removed as a chip, kept in a saved view; a person who left stays a choice by their id.
import { screen, waitFor, within } from '@testing-library/react';
import { ownerIds, ownerPeople } from '../../../testing/lead-owner-routes';
import { readSavedViews } from '../saved-views-store';
import { currentParams, ids, renderFilterBar, withFilterApi } from './filter-scene';

const api = withFilterApi();

async function openBar(search = '') {
  api().route('GET /api/v1/leads/:projectId/people', () => ({ status: 200, body: ownerPeople() }));
  const result = renderFilterBar(search);
  // The first render of a file pays for its transforms: seconds on a busy machine.
  await screen.findByRole('option', { name: 'Bob Stone' }, { timeout: 15_000 });
  return result;
}

const owner = () => screen.getByLabelText('Owner');

describe('the owner filter', () => {
  it('offers anyone, me, nobody, then members and guests; puts the choice in the URL and a chip', async () => {
    const { user } = await openBar();
    expect(
      within(owner())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Any owner',
      'Assigned to me',
      'Unassigned',
      'Ada Lovelace',
      'Bob Stone',
      'Gus Guest (guest)',
    ]);
    expect(owner()).toHaveValue('any');

    await user.selectOptions(owner(), 'Assigned to me');
    expect(currentParams().get('assignee')).toBe('me');
    expect(screen.getByText('1 filter')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove filter Assigned to me' }));
    expect(currentParams().has('assignee')).toBe(false);
    expect(owner()).toHaveValue('any');

    await user.selectOptions(owner(), 'Bob Stone');
    expect(currentParams().get('assignee')).toBe(ownerIds.bob);
    expect(screen.getByRole('button', { name: 'Remove filter Owner: Bob Stone' })).toBeVisible();
    await user.selectOptions(owner(), 'Unassigned');
    expect(currentParams().get('assignee')).toBe('none');
    expect(screen.getByRole('button', { name: 'Remove filter Unassigned' })).toBeVisible();
  });

  it('reads it back from a link, a former member too, and the Back button undoes a change', async () => {
    const { user } = await openBar(`?assignee=${ownerIds.gone}`);
    expect(owner()).toHaveValue(ownerIds.gone);
    expect(within(owner()).getByRole('option', { name: 'Former member' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove filter Owner: Former member' })).toBeVisible();

    await user.selectOptions(owner(), 'Assigned to me');
    expect(currentParams().get('assignee')).toBe('me');
    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    await waitFor(() => expect(currentParams().get('assignee')).toBe(ownerIds.gone));
  });

  it('is kept in a saved view and comes back with it', async () => {
    const { user } = await openBar(`?status=${ids.statusNew}&assignee=me`);
    await user.click(screen.getByRole('button', { name: /Saved views/ }));
    await user.type(screen.getByLabelText('View name'), 'My new leads{Enter}');
    expect(readSavedViews('p1')).toEqual([
      { name: 'My new leads', search: `status=${ids.statusNew}&assignee=me` },
    ]);

    await user.click(screen.getByRole('button', { name: 'Remove filter Assigned to me' }));
    expect(currentParams().has('assignee')).toBe(false);
    await user.click(screen.getByRole('button', { name: /Saved views/ }));
    await user.click(
      within(screen.getByRole('list', { name: 'Saved views' })).getByRole('button', { name: 'My new leads' }),
    );
    expect(currentParams().get('assignee')).toBe('me');
    expect(owner()).toHaveValue('me');
  });
});
