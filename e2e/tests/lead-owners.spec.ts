// Issue 26: lead owners in the list. A lead given to me with `i` shows me as its owner, the Owner filter's
// "Assigned to me" finds exactly it, and the bulk bar gives it back to nobody, after which the filter
// finds none.
import { test, expect } from '../support/fixtures';
import { leadProject } from '../support/lead-project';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('assign a lead to me with i, find it under "Assigned to me", and unassign it in bulk', async ({
  page,
}) => {
  const project = await leadProject(page, 'owners');
  await page.goto(project.leadsUrl);
  const list = page.getByRole('region', { name: 'Lead list' });
  const grid = page.getByRole('grid', { name: 'Leads' });
  const rows = grid.getByRole('rowgroup').nth(1).getByRole('row');
  await expect(rows.first()).toBeVisible();
  const title = (await rows.first().getByRole('link').innerText()).trim();
  const owner = grid.getByRole('button', { name: new RegExp(`^Assign “${escaped(title)}”`) });
  await expect(owner).toHaveAccessibleName(`Assign “${title}” (owner: Unassigned)`);

  // j (from the page) makes the first lead the active one, i gives it to me.
  await page.keyboard.press('j');
  await expect(grid).toBeFocused();
  await page.keyboard.press('i');
  await expect(owner).not.toHaveAccessibleName(/\(owner: Unassigned\)$/);
  await expect(owner).not.toHaveAccessibleName(/\(owner: loading\)$/);
  await expect(page.getByText(`“${title}” assigned to you.`)).toBeAttached();

  // "Assigned to me" finds that one lead only.
  await page.getByLabel('Owner', { exact: true }).selectOption('Assigned to me');
  await expect(page).toHaveURL(/[?&]assignee=me/);
  await expect(list.getByText('1 lead', { exact: true })).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(rows.getByRole('link')).toHaveText(title);
  await expect(page.getByRole('button', { name: 'Remove filter Assigned to me' })).toBeVisible();

  // The bulk bar gives it to nobody; the filter then finds no lead.
  await page.getByRole('checkbox', { name: 'Select all loaded leads' }).check();
  const bulk = page.getByRole('toolbar', { name: 'Selected leads' });
  await bulk.getByRole('button', { name: 'Assign…' }).click();
  await page.getByRole('menuitemradio', { name: 'Unassigned' }).click();
  await expect(page.getByText('1 lead unassigned')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No leads match' })).toBeVisible();
});
