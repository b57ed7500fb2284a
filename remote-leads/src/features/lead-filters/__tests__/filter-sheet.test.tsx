// The phone's filter sheet: a "Filters" button beside the search opens the other filters (the button
// says how many are active), a change made in the sheet applies at once, Escape or Done closes it and
// gives focus back to the button. (Which of the two layouts shows is CSS, by the bar's width: see
// e2e/tests/lead-list-layout.spec.ts.)
import { screen, within } from '@testing-library/react';
import { currentParams, ids, renderFilterBar, withFilterApi } from './filter-scene';

withFilterApi();

async function openBar(search = '') {
  const result = renderFilterBar(search);
  await screen.findByRole('option', { name: 'New (4)' }, { timeout: 5000 });
  return result;
}

const sheetOf = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls')!)!;

describe('the filter sheet', () => {
  it('opens from the Filters button, applies a change made in it and counts the active filters', async () => {
    const { user } = await openBar();
    const button = screen.getByRole('button', { name: 'Filters' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const sheet = sheetOf(button);
    expect(sheet).not.toHaveAttribute('data-open');
    // Every filter but the search lives in the sheet.
    expect(within(sheet).getByLabelText('Status')).toBeInTheDocument();
    expect(within(sheet).getByRole('button', { name: 'Data sources' })).toBeInTheDocument();
    expect(within(sheet).getByLabelText('Sort by')).toBeInTheDocument();
    expect(within(sheet).queryByRole('searchbox')).toBeNull();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(sheet).toHaveAttribute('data-open');

    await user.selectOptions(within(sheet).getByLabelText('Read state'), 'Unread');
    expect(currentParams().get('read')).toBe('false');
    expect(screen.getByRole('button', { name: 'Filters 1 active' })).toBe(button);
    await user.selectOptions(within(sheet).getByLabelText('Status'), 'Won (1)');
    expect(button).toHaveAccessibleName('Filters 2 active');
    expect(within(button).getByText('2')).toBeInTheDocument();
    expect(currentParams().get('status')).toBe(ids.statusWon);

    // Escape closes it and focus goes back to the button.
    within(sheet).getByLabelText('Status').focus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();

    await user.click(button);
    await user.click(within(sheet).getByRole('button', { name: 'Done' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('counts what the sheet holds: not the search, which stays beside the button', async () => {
    await openBar(`?q=crm&source=reddit&source=hackernews&starred=true`);
    expect(await screen.findByRole('button', { name: 'Filters 3 active' })).toBeInTheDocument();
  });
});
