// Issue 5: what defines a lead, edited from the list's toolbar over the sample feed. Statuses reorder by
// keyboard and by drag and drop, a new smart column is computed (progress to the end), shown and filtered
// by, and a changed intent signal re-scores the existing leads while a progress bar runs to done.
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { api, leadProject, type LeadProject } from '../support/lead-project';

const totalText = (n: number) => (n === 1 ? '1 lead' : `${n.toLocaleString('en-US')} leads`);

async function apiTotal(page: Page, project: LeadProject, query: string): Promise<number> {
  const path = `/api/v1/leads/${project.projectId}?limit=1&${query}`;
  return ((await (await api(page.request, project.token, 'GET', path)).json()) as { total: number }).total;
}

const optionTexts = (page: Page) =>
  page
    .getByLabel('Status', { exact: true })
    .getByRole('option')
    .evaluateAll((options) => options.map((o) => o.textContent?.replace(/ \(\d+\)$/, '')));

test('statuses reorder by keyboard and by drag and drop, and the order is kept', async ({ page }) => {
  const project = await leadProject(page, 'statuses');
  await page.goto(project.leadsUrl);
  await page.getByRole('group', { name: 'Manage leads' }).getByRole('button', { name: 'Statuses' }).click();
  const dialog = page.getByRole('dialog', { name: 'Lead statuses' });
  const order = dialog.getByRole('list', { name: 'Lead statuses in order' });
  const item = (name: string) => order.getByRole('listitem', { name: new RegExp(`^${name}, position`) });
  await expect(item('Won')).toHaveAccessibleName('Won, position 4 of 5');

  // Alt+Arrow Up moves the focused status and keeps the focus on it.
  await item('Won').focus();
  await page.keyboard.press('Alt+ArrowUp');
  await expect(item('Won')).toHaveAccessibleName('Won, position 3 of 5');
  await expect(item('Won')).toBeFocused();
  await page.keyboard.press('Alt+ArrowUp');
  await expect(item('Won')).toHaveAccessibleName('Won, position 2 of 5');
  await expect(dialog.getByRole('status')).toHaveText('Moved Won to position 2 of 5.');

  // Dragging Lost onto New puts it first.
  await item('Lost').dragTo(item('New'));
  await expect(item('Lost')).toHaveAccessibleName('Lost, position 1 of 5');
  await expect(order.getByRole('listitem')).toHaveText([/^⋮⋮Lost/, /New/, /Won/, /Contacted/, /Qualified/]);

  // The list's Status filter follows the new order, also after a reload (it was saved).
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  const expected = ['All statuses', 'Lost', 'New', 'Won', 'Contacted', 'Qualified'];
  await expect.poll(() => optionTexts(page)).toEqual(expected);
  await page.reload();
  await expect.poll(() => optionTexts(page)).toEqual(expected);
});

test('a new smart column is computed, shown as a column and filtered by', async ({ page }) => {
  const project = await leadProject(page, 'columns');
  await page.goto(project.leadsUrl);
  const list = page.getByRole('region', { name: 'Lead list' });
  const grid = page.getByRole('grid', { name: 'Leads' });
  await expect(list.getByText(totalText(project.total), { exact: true })).toBeVisible();

  await page.getByRole('group', { name: 'Manage leads' }).getByRole('button', { name: 'Columns' }).click();
  const dialog = page.getByRole('dialog', { name: 'Smart columns' });
  await dialog.getByRole('button', { name: 'Add column' }).click();
  const form = dialog.getByRole('form', { name: 'New smart column' });
  await form.getByLabel('Name').fill('Competitor');
  await form.getByLabel('Question').fill('Does the post mention a competitor?');
  await form.getByRole('radio', { name: 'Yes / no' }).check();
  await form.getByRole('button', { name: 'Add column' }).click();

  // Its computation over the existing leads runs to the end.
  const progress = dialog.getByRole('progressbar', { name: 'Computing “Competitor”' });
  await expect(progress).toBeVisible();
  await expect(dialog.getByText(/^Computing “Competitor”: done, (\d+) of \1 leads\.$/)).toBeVisible({
    timeout: 45_000,
  });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // A column of the list, answered for the leads in view.
  await expect(grid.getByRole('columnheader', { name: 'Competitor' })).toBeVisible();
  const firstRow = grid.getByRole('rowgroup').nth(1).getByRole('row').first();
  // Cells: select, star, lead, then the smart columns.
  await expect(firstRow.getByRole('gridcell').nth(3)).toHaveText(/^(Yes|No)$/);
  const columns = (await (
    await api(page.request, project.token, 'GET', `/api/v1/leads/${project.projectId}/smart_columns`)
  ).json()) as { id: string; name: string }[];
  const column = columns.find((c) => c.name === 'Competitor')!;
  const condition = encodeURIComponent(
    JSON.stringify({ column_id: column.id, operator: 'is', bool_value: true }),
  );
  const yes = await apiTotal(page, project, `smart_column_values=${condition}`);
  expect(yes, 'sample leads that name a competitor').toBeGreaterThan(0);
  expect(yes).toBeLessThan(project.total);

  // Filtered by its answer: the API's count for the same condition, and every row says Yes.
  await page.getByRole('button', { name: 'Smart columns' }).click();
  const smartForm = page.getByRole('form', { name: 'Add a smart column filter' });
  await smartForm.getByLabel('Column').selectOption('Competitor');
  await smartForm.getByLabel('Condition').selectOption('is');
  await smartForm.getByLabel('Answer').selectOption('Yes');
  await smartForm.getByRole('button', { name: 'Add filter' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]smart=${column.id}%3Ais%3Atrue`, 'i'));
  await expect(list.getByText(totalText(yes), { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove filter Competitor is Yes' })).toBeVisible();
  const rows = grid.getByRole('rowgroup').nth(1).getByRole('row');
  await expect(rows.first()).toBeVisible();
  for (const row of await rows.all()) await expect(row.getByRole('gridcell').nth(3)).toHaveText('Yes');
});

test('a changed intent signal re-scores the leads, with its progress to the end', async ({ page }) => {
  const project = await leadProject(page, 'signals');
  const signalName = 'Asking for a CRM recommendation';
  const signals = (await (
    await api(page.request, project.token, 'GET', `/api/v1/leads/${project.projectId}/intent_signals`)
  ).json()) as { id: string; name: string }[];
  const signal = signals.find((s) => s.name === signalName)!;
  const before = await apiTotal(page, project, `intent_signals=${signal.id}`);
  await page.goto(`${project.leadsUrl}?signal=${signal.id}`);
  const list = page.getByRole('region', { name: 'Lead list' });
  await expect(list.getByText(totalText(before), { exact: true })).toBeVisible();

  // Narrowed to one keyword, saved with "Reanalyze existing leads" (on by default).
  await page.getByRole('group', { name: 'Manage leads' }).getByRole('button', { name: 'Signals' }).click();
  const dialog = page.getByRole('dialog', { name: 'Intent signals' });
  const card = dialog.getByRole('group', { name: signalName });
  // Keywords are chips: remove them all, then add the one.
  const chips = card.getByRole('button', { name: /^Remove keyword / });
  // The saved signals load after the dialog opens: wait for their chips, or there is nothing to remove.
  await expect(chips.first()).toBeVisible();
  while ((await chips.count()) > 0) await chips.first().click();
  await card.getByRole('textbox', { name: 'Keywords', exact: true }).fill('pipedrive');
  await card.getByRole('textbox', { name: 'Keywords', exact: true }).press('Enter');
  await expect(dialog.getByRole('checkbox', { name: 'Reanalyze existing leads' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Save signals' }).click();
  await expect(page.getByText('Intent signals saved. Reanalyzing leads…')).toBeVisible();
  await expect(dialog.getByRole('progressbar', { name: 'Reanalyzing leads' })).toBeVisible();
  await expect(dialog.getByText(/^Reanalyzing leads: done, (\d+) of \1 leads\.$/)).toBeVisible({
    timeout: 45_000,
  });
  await expect(dialog.getByRole('progressbar', { name: 'Reanalyzing leads' })).toHaveAttribute(
    'aria-valuetext',
    /^(\d+) of \1 leads$/,
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The list for that signal is what the API now counts: fewer leads match the narrower signal.
  const after = await apiTotal(page, project, `intent_signals=${signal.id}`);
  expect(after).toBeLessThan(before);
  await expect(list.getByText(totalText(after), { exact: true })).toBeVisible();
});
