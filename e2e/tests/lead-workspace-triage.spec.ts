// Issue 5: triage on a selection of sample-feed leads. A status set in bulk is what the Status filter
// finds, read / unread follow the bulk bar and the row button, and a delete asks first, then offers Undo.
import { test, expect } from '../support/fixtures';
import { api, leadProject } from '../support/lead-project';

const totalText = (n: number) => (n === 1 ? '1 lead' : `${n.toLocaleString('en-US')} leads`);

test('bulk status, read and unread, and delete with confirmation and undo', async ({ page }) => {
  const project = await leadProject(page, 'triage');
  const search = async (words: string) => {
    const path = `/api/v1/leads/${project.projectId}?limit=1&search_text=${words}`;
    return ((await (await api(page.request, project.token, 'GET', path)).json()) as { total: number }).total;
  };
  const searched = await search('hubspot');
  expect(searched, 'sample posts that mention HubSpot').toBeGreaterThan(4);
  await page.goto(`${project.leadsUrl}?q=hubspot`);
  const list = page.getByRole('region', { name: 'Lead list' });
  const grid = page.getByRole('grid', { name: 'Leads' });
  const rows = grid.getByRole('rowgroup').nth(1).getByRole('row');
  const bulk = page.getByRole('toolbar', { name: 'Selected leads' });
  await expect(list.getByText(totalText(searched), { exact: true })).toBeVisible();

  // Three leads selected with a click and a shift-click; their status set in one go.
  await rows.nth(0).getByRole('checkbox').click();
  await rows
    .nth(2)
    .getByRole('checkbox')
    .click({ modifiers: ['Shift'] });
  await expect(bulk.getByRole('status')).toHaveText('3 selected');
  await expect(grid.getByRole('row', { selected: true })).toHaveCount(3);
  const picked = await Promise.all(
    [0, 1, 2].map(async (i) => (await rows.nth(i).getByRole('link').innerText()).trim()),
  );
  const statusPath = `/api/v1/lead-status-configs/project/${project.projectId}`;
  const statuses = (await (await api(page.request, project.token, 'GET', statusPath)).json()) as {
    id: string;
    name: string;
  }[];
  const contacted = statuses.find((status) => status.name === 'Contacted')!;
  await bulk.getByLabel('Set status of the selected leads').selectOption('Contacted');
  for (const title of picked)
    await expect(grid.getByRole('combobox', { name: `Status of “${title}”` })).toHaveValue(contacted.id);
  await bulk.getByRole('button', { name: 'Mark read' }).click();
  await bulk.getByRole('button', { name: 'Clear selection' }).click();
  await expect(bulk).toBeHidden();

  // The Status filter finds exactly those three, now read.
  const statusFilter = page.getByLabel('Status', { exact: true });
  await expect(statusFilter.getByRole('option', { name: 'Contacted (3)' })).toBeAttached();
  await statusFilter.selectOption({ label: 'Contacted (3)' });
  await expect(list.getByText(totalText(3), { exact: true })).toBeVisible();
  await expect(rows).toHaveCount(3);
  for (const title of picked) {
    await expect(grid.getByRole('link', { name: title })).toBeVisible();
    await expect(grid.getByRole('button', { name: `Mark unread: “${title}”` })).toBeVisible();
  }

  // One marked unread from its row: the Unread filter (within Contacted) finds only it.
  await grid.getByRole('button', { name: `Mark unread: “${picked[1]!}”` }).click();
  await expect(grid.getByRole('button', { name: `Mark read: “${picked[1]!}”` })).toBeVisible();
  await page.getByLabel('Read state').selectOption('Unread');
  await expect(list.getByText('1 lead', { exact: true })).toBeVisible();
  await expect(rows.getByRole('link')).toHaveText(picked[1]!);
  await page.getByLabel('Read state').selectOption('Read and unread');
  await expect(list.getByText(totalText(3), { exact: true })).toBeVisible();

  // Delete asks first; Cancel keeps the leads.
  await page.getByRole('checkbox', { name: 'Select all loaded leads' }).check();
  await expect(bulk.getByRole('status')).toHaveText('3 selected');
  await bulk.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm.getByRole('heading', { name: 'Delete 3 leads?' })).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(list.getByText(totalText(3), { exact: true })).toBeVisible();

  // Confirmed, they leave the list (and the API's count); Undo brings them back.
  await bulk.getByRole('button', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('3 leads deleted')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No leads match' })).toBeVisible();
  await expect.poll(() => search('hubspot')).toBe(searched - 3);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Leads restored')).toBeVisible();
  await expect(list.getByText(totalText(3), { exact: true })).toBeVisible();
  await expect.poll(() => search('hubspot')).toBe(searched);
});
