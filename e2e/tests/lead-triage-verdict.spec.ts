// Issue 12, part 3: "Good lead" and "Not a lead" on sample-feed leads. A lead marked not a lead from the
// keyboard (n, the reason menu, Enter) leaves the list with the next row active, Undo brings it back;
// hidden again with another reason, the "Not a lead (hidden)" filter lists it and Restore returns it;
// two leads marked good from the bulk bar are what "Good leads" lists. Axe is clean with the menu open,
// and the list with the row buttons is looked at on a phone too (screens kept with the test output).
import { test, expect } from '../support/fixtures';
import { seriousAxeViolations } from '../support/axe';
import { api, leadProject } from '../support/lead-project';

const totalText = (n: number) => (n === 1 ? '1 lead' : `${n.toLocaleString('en-US')} leads`);

test('not a lead by keyboard with undo, the hidden list with restore, and bulk good', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const project = await leadProject(page, 'verdict');
  const count = async (query = '') => {
    const path = `/api/v1/leads/${project.projectId}?limit=1${query}`;
    return ((await (await api(page.request, project.token, 'GET', path)).json()) as { total: number }).total;
  };
  await page.goto(project.leadsUrl);
  const list = page.getByRole('region', { name: 'Lead list' });
  const grid = page.getByRole('grid', { name: 'Leads' });
  const rows = grid.getByRole('rowgroup').nth(1).getByRole('row');
  await expect(list.getByText(totalText(project.total), { exact: true })).toBeVisible();
  const title = async (i: number) => (await rows.nth(i).getByRole('link').innerText()).trim();
  const [first, second] = [await title(0), await title(1)];

  // j makes the first row active; n asks why, with "No buying intent" first and focused.
  await page.keyboard.press('j');
  await expect(grid).toBeFocused();
  await page.keyboard.press('n');
  const menu = page.getByRole('menu', { name: `Why is “${first}” not a lead?` });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'No buying intent' })).toBeFocused();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('reason-menu-1440.png') });
  await page.keyboard.press('Enter');

  // Gone from the list and the API's count; the next row is the active one and the list keeps focus.
  await expect(grid.getByRole('link', { name: first, exact: true })).toHaveCount(0);
  await expect(list.getByText(totalText(project.total - 1), { exact: true })).toBeVisible();
  await expect(grid).toBeFocused();
  const activeId = await grid.getAttribute('aria-activedescendant');
  await expect(page.locator(`[id="${activeId}"]`).getByRole('link')).toHaveText(second);
  await expect.poll(() => count()).toBe(project.total - 1);
  await expect.poll(() => count('&verdict=not_lead')).toBe(1);
  await expect(page.getByText('Not a lead: No buying intent')).toBeVisible();

  // Undo: back in the list and in the count.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(list.getByText(totalText(project.total), { exact: true })).toBeVisible();
  await expect(grid.getByRole('link', { name: first, exact: true })).toBeVisible();
  await expect.poll(() => count('&verdict=not_lead')).toBe(0);

  // Hidden again, with another reason picked with the arrows.
  await grid.focus();
  await page.keyboard.press('Home');
  await page.keyboard.press('n');
  await expect(menu).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Job post' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Not a lead: Job post')).toBeVisible();
  await expect(list.getByText(totalText(project.total - 1), { exact: true })).toBeVisible();

  // The hidden list has it, with Restore, which sends it back.
  await page.getByLabel('Triage').selectOption({ label: 'Not a lead (hidden)' });
  await expect(page).toHaveURL(/verdict=not_lead/);
  await expect(list.getByText('1 lead', { exact: true })).toBeVisible();
  await grid.getByRole('button', { name: `Restore “${first}” (not a lead: Job post)` }).click();
  await expect(page.getByText('1 lead restored')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No leads match' })).toBeVisible();
  await expect.poll(() => count()).toBe(project.total);

  // Two leads marked good from the bulk bar: "Good leads" lists exactly them, each with the pressed check.
  await page.getByLabel('Triage').selectOption({ label: 'All but hidden' });
  await expect(list.getByText(totalText(project.total), { exact: true })).toBeVisible();
  await rows.nth(0).getByRole('checkbox').click();
  await rows.nth(1).getByRole('checkbox').click();
  const bulk = page.getByRole('toolbar', { name: 'Selected leads' });
  await expect(bulk.getByRole('status')).toHaveText('2 selected');
  await bulk.getByRole('button', { name: 'Good lead' }).click();
  await expect(bulk).toBeHidden();
  for (const name of [first, second])
    await expect(grid.getByRole('button', { name: `Good lead: “${name}”` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  await page.getByLabel('Triage').selectOption({ label: 'Good leads' });
  await expect(list.getByText('2 leads', { exact: true })).toBeVisible();
  await expect.poll(() => count('&verdict=good')).toBe(2);
  await page.screenshot({ path: testInfo.outputPath('good-leads-1440.png') });

  // The drawer has the same verdicts: the good lead's button is pressed.
  await grid.getByRole('link', { name: first, exact: true }).click();
  const drawer = page.getByRole('dialog', { name: first });
  await expect(drawer.getByRole('button', { name: 'Good lead' })).toHaveAttribute('aria-pressed', 'true');
  await expect(drawer.getByRole('button', { name: 'Not a lead' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('drawer-1440.png') });
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // On a phone the row buttons are there without hovering; axe stays clean.
  await page.getByLabel('Triage').selectOption({ label: 'All but hidden' });
  await expect(list.getByText(totalText(project.total), { exact: true })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(grid.getByRole('button', { name: /^Not a lead: “/ }).first()).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  // The toasts out of the way of the picture (closed by hand: they wait while the page is interacted with).
  // The undo toast ("Not a lead: Job post") waits while the pointer rests on it, and the bulk bar's click
  // can leave the pointer where it appears: the pointer moves away, and it goes by itself (8 s), uncovering
  // the toasts under it.
  await page.mouse.move(195, 300);
  await expect(page.locator('#sb-undo-layer')).toHaveText('', { timeout: 15_000 });
  const toastClose = page.locator('.sb-toast--enter').getByRole('button', { name: 'Close' });
  for (let i = 0; i < 5 && (await toastClose.count()) > 0; i += 1) await toastClose.first().click();
  await expect(page.locator('.sb-toast--enter')).toHaveCount(0);
  await grid.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('list-390.png') });
  await grid.getByRole('link', { name: second, exact: true }).click();
  await expect(
    page.getByRole('dialog', { name: second }).getByRole('button', { name: 'Not a lead' }),
  ).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('drawer-390.png') });
});
