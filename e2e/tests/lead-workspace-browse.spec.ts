// Issue 5: finding leads in the list fed by the sample feed. Search and filters narrow it to what the
// API counts for the same query (and live in the URL), a lead opens in the drawer and as a page, and a
// star given there is what the Starred filter finds.
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { api, leadProject, type LeadProject } from '../support/lead-project';

/** What the API counts for a list query: the figure the list must show. */
async function apiTotal(page: Page, project: LeadProject, query: string): Promise<number> {
  const path = `/api/v1/leads/${project.projectId}?limit=1&${query}`;
  return ((await (await api(page.request, project.token, 'GET', path)).json()) as { total: number }).total;
}

const totalText = (n: number) => (n === 1 ? '1 lead' : `${n.toLocaleString('en-US')} leads`);

test('search and filters narrow the list; a lead opens in the drawer and as a page; a star sticks', async ({
  page,
}) => {
  const project = await leadProject(page, 'browse');
  await page.goto(project.leadsUrl);
  const list = page.getByRole('region', { name: 'Lead list' });
  const grid = page.getByRole('grid', { name: 'Leads' });
  await expect(list.getByText(totalText(project.total), { exact: true })).toBeVisible();

  // Full-text search: the count is the API's for the same words, every row mentions them, the URL has them.
  const search = page.getByRole('searchbox', { name: 'Search leads' });
  const searched = await apiTotal(page, project, 'search_text=pipedrive');
  expect(searched, 'sample posts that mention Pipedrive').toBeGreaterThan(1);
  expect(searched).toBeLessThan(project.total);
  await search.fill('pipedrive');
  await search.press('Enter');
  await expect(page).toHaveURL(/[?&]q=pipedrive/);
  await expect(list.getByText(totalText(searched), { exact: true })).toBeVisible();
  const rows = grid.getByRole('rowgroup').nth(1).getByRole('row');
  await expect(rows).toHaveCount(searched);
  for (const row of await rows.all()) await expect(row).toContainText(/pipedrive/i);
  // The words that made it a lead are marked in its row.
  await expect(grid.locator('mark').first()).toBeVisible();

  // One of them opens in the drawer (its URL has ?lead=), and opening it marks it read. The answer to
  // that read call is held back until the lead is starred: its copy of the lead (not starred yet) must
  // not undo the star.
  let releaseRead = () => {};
  const readHeld = new Promise<void>((resolve) => (releaseRead = resolve));
  const readPath = /\/api\/v1\/leads\/[^/]+\/lead\/[^/]+\/read(\?view=brief)?$/;
  await page.route(readPath, async (route) => {
    const response = await route.fetch();
    await readHeld;
    await route.fulfill({ response });
  });
  const title = 'Thinking of leaving Pipedrive after the price change';
  const readSent = page.waitForRequest((req) => readPath.test(req.url()) && req.method() === 'POST');
  await grid.getByRole('link', { name: title }).click();
  await readSent;
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('heading', { name: title })).toBeVisible();
  await expect(page).toHaveURL(/[?&]lead=[0-9a-f-]{36}/);
  const leadId = new URL(page.url()).searchParams.get('lead')!;
  await expect(drawer.getByRole('button', { name: 'Mark unread' })).toBeVisible();

  // Starred in the drawer (while the read call is out); the lead's page shows the star, also after a reload.
  const star = drawer.getByRole('button', { name: 'Star' });
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  const starred = page.waitForResponse((res) => /\/star(\?view=brief)?$/.test(res.url()) && res.ok());
  await star.click();
  await starred;
  const read = page.waitForResponse((res) => readPath.test(res.url()) && res.request().method() === 'POST');
  releaseRead();
  await read;
  await page.unroute(readPath);
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await expect(drawer.getByRole('button', { name: 'Mark unread' })).toBeVisible();
  await drawer.getByRole('link', { name: 'Open as page' }).click();
  await expect(page).toHaveURL(new RegExp(`/leads/${leadId}\\?q=pipedrive$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Star' })).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Star' })).toHaveAttribute('aria-pressed', 'true');

  // Back to the list keeps the search; Escape in the search box clears it.
  await page.getByRole('link', { name: 'Back to leads' }).click();
  await expect(list.getByText(totalText(searched), { exact: true })).toBeVisible();
  await search.press('Escape');
  await expect(list.getByText(totalText(project.total), { exact: true })).toBeVisible();

  // One intent signal: the API's count for it, a chip, and Back / Forward restore the views.
  const signalName = 'Looking for a HubSpot or Salesforce alternative';
  const signals = (await (
    await api(page.request, project.token, 'GET', `/api/v1/leads/${project.projectId}/intent_signals`)
  ).json()) as { id: string; name: string }[];
  const signal = signals.find((s) => s.name === signalName)!;
  const bySignal = await apiTotal(page, project, `intent_signals=${signal.id}`);
  expect(bySignal).toBeGreaterThan(0);
  expect(bySignal).toBeLessThan(project.total);
  await page.getByRole('button', { name: 'Intent signals' }).click();
  // click, not check(): the box is checked once the URL has changed, a render later.
  await page.getByRole('checkbox', { name: signalName }).click();
  await expect(page.getByRole('checkbox', { name: signalName })).toBeChecked();
  await page.getByRole('button', { name: 'Intent signals' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]signal=${signal.id}`, 'i'));
  await expect(list.getByText(totalText(bySignal), { exact: true })).toBeVisible();
  const chip = page.getByRole('button', { name: `Remove filter Signal: ${signalName}` });
  await expect(chip).toBeVisible();
  await page.goBack();
  await expect(list.getByText(totalText(project.total), { exact: true })).toBeVisible();
  await page.goForward();
  await expect(list.getByText(totalText(bySignal), { exact: true })).toBeVisible();
  await chip.click();
  await expect(list.getByText(totalText(project.total), { exact: true })).toBeVisible();

  // Starred only: the one lead starred in the drawer.
  await page.getByLabel('Starred', { exact: true }).selectOption('Starred');
  await expect(list.getByText('1 lead', { exact: true })).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(rows.getByRole('link')).toHaveText(title);
  await expect(rows.getByRole('button', { name: `Star “${title}”` })).toHaveAttribute('aria-pressed', 'true');
});
