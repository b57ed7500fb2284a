// Saved views: save the current filter under a name, apply it later, delete it; kept per project.
import { screen, waitFor, within } from '@testing-library/react';
import { currentLocation } from '@signalboard/shared/testing';
import { readSavedViews, savedViewsKey } from '../saved-views-store';
import { currentParams, ids, renderFilterBar, withFilterApi } from './filter-scene';

withFilterApi();

async function openViews(search = '') {
  const result = renderFilterBar(search);
  await screen.findByRole('option', { name: 'New (4)' }, { timeout: 5000 });
  await result.user.click(screen.getByRole('button', { name: /Saved views/ }));
  return result;
}

describe('saved views', () => {
  it('saves the current filter, applies it later (keeping the open lead), and deletes it', async () => {
    const { user } = await openViews(`?status=${ids.statusNew}&read=false&sort=score`);
    expect(screen.getByText('No saved views yet.')).toBeVisible();
    await user.type(screen.getByLabelText('View name'), 'Hot unread{Enter}');
    expect(screen.getByText('Saved the view “Hot unread”.')).toHaveAttribute('role', 'status');
    expect(readSavedViews('p1')).toEqual([
      { name: 'Hot unread', search: `status=${ids.statusNew}&read=false&sort=score` },
    ]);

    await user.click(screen.getByRole('button', { name: 'Remove filter Unread' }));
    await user.click(screen.getByRole('button', { name: 'Remove filter Status: New' }));
    expect(currentParams().toString()).toBe('sort=score');

    await user.click(screen.getByRole('button', { name: /Saved views/ }));
    const list = screen.getByRole('list', { name: 'Saved views' });
    await user.click(within(list).getByRole('button', { name: 'Hot unread' }));
    expect(currentParams().toString()).toBe(`status=${ids.statusNew}&read=false&sort=score`);
    expect(within(list).getByRole('button', { name: 'Hot unread' })).toHaveAttribute('aria-current', 'true');

    await user.click(screen.getByRole('button', { name: 'Delete view Hot unread' }));
    expect(screen.getByText('No saved views yet.')).toBeVisible();
    expect(readSavedViews('p1')).toEqual([]);
  });

  it('keeps the open lead when a view is applied, and replaces a view of the same name', async () => {
    localStorage.setItem(savedViewsKey('p1'), JSON.stringify([{ name: 'Starred', search: 'starred=true' }]));
    const { user } = await openViews('?lead=abc&read=true');
    await user.type(screen.getByLabelText('View name'), 'starred{Enter}');
    expect(readSavedViews('p1')).toEqual([{ name: 'starred', search: 'read=true' }]);
    await user.click(screen.getByRole('button', { name: 'starred' }));
    await waitFor(() => expect(currentLocation()).toBe('/projects/p1/leads?lead=abc&read=true'));
  });

  it('reads unreadable storage as no views, and asks for a name', async () => {
    localStorage.setItem(savedViewsKey('p1'), '{not json');
    const { user } = await openViews();
    expect(screen.getByText('No saved views yet.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save current view' }));
    expect(screen.getByText('Give the view a name.')).toHaveAttribute('role', 'status');
  });
});
