// "A newcomer's first hour": Undo works everywhere. With a lead open in the drawer (a modal: the page
// behind it is inert), "Not a lead" from the drawer offers Undo in its own layer above the drawer; a
// click on it gives the verdict back and leaves the drawer open, and an offer made in the list stays
// usable once the drawer opens over it (Ctrl+Z undoes it from the keyboard).
import { test, expect } from '../support/fixtures';
import { api, leadProject } from '../support/lead-project';

test('undo is clickable while the lead drawer is open', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const project = await leadProject(page, 'undo-drawer');
  const hidden = async () => {
    const path = `/api/v1/leads/${project.projectId}?limit=1&verdict=not_lead`;
    return ((await (await api(page.request, project.token, 'GET', path)).json()) as { total: number }).total;
  };
  await page.goto(project.leadsUrl);
  const grid = page.getByRole('grid', { name: 'Leads' });
  const rows = grid.getByRole('rowgroup').nth(1).getByRole('row');
  await expect(rows.first()).toBeVisible();

  // Open the first lead in the drawer and hide it from there.
  await page.keyboard.press('j');
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  await drawer.getByRole('button', { name: 'Not a lead' }).click();
  await page.keyboard.press('Enter');
  await expect(drawer.getByText(/^Hidden: not a lead/)).toBeVisible();
  await expect.poll(hidden).toBe(1);

  // The Undo button is on top (nothing covers its centre) and a real click reaches it.
  const undo = page.getByRole('button', { name: 'Undo' });
  await expect(undo).toBeVisible();
  const covered = await undo.evaluate((button) => {
    const box = button.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return !button.contains(top) || Boolean(button.closest('[inert]'));
  });
  expect(covered).toBe(false);
  await undo.click();
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Not a lead' })).toBeVisible();
  await expect.poll(hidden).toBe(0);

  // An offer made in the list, then the drawer opened over it: still usable, by Ctrl+Z too.
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await grid.focus();
  await page.keyboard.press('Home');
  await page.keyboard.press('n');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Not a lead: No buying intent')).toBeVisible();
  await expect.poll(hidden).toBe(1);
  await page.keyboard.press('Enter');
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Control+z');
  await expect.poll(hidden).toBe(0);
  await expect(drawer).toBeVisible();
});
