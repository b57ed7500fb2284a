// Issue 11: the lead list is live. Leads stored while the list is open (here through the import route, so
// through the real pipeline and its NOTIFY; on PostgreSQL the worker process stores them and the API
// process streams them) show as "N new leads" without a reload and without moving the rows being read;
// a click brings them in; the unread badge counts them; a high-score lead raises one in-app alert.
import { test, expect } from '../support/fixtures';
import { api, leadProject } from '../support/lead-project';

/** The Leads link's name with its badge ("Leads, 12 unread"; whitespace before the comma tolerated). */
const unreadName = (count: number) => new RegExp(`^Leads\\s*, ${count.toLocaleString('en-US')} unread$`);

test('new leads show as a banner without a reload, come in on click, and update the badge', async ({
  page,
}) => {
  const project = await leadProject(page, 'live');
  await page.goto(project.leadsUrl);
  const grid = page.getByRole('grid', { name: 'Leads' });
  const rows = grid.getByRole('rowgroup').nth(1).getByRole('row');
  const leadsLink = page.getByRole('navigation').getByRole('link', { name: /^Leads/ });
  await expect(rows.first()).toBeVisible();
  const firstTitle = (await rows.first().getByRole('link').innerText()).trim();
  const unread = async () =>
    Number(
      (
        (await (
          await api(page.request, project.token, 'GET', `/api/v1/leads/${project.projectId}/unread_count`)
        ).json()) as { unread_count: number }
      ).unread_count,
    );
  const before = await unread();
  await expect(leadsLink).toHaveAccessibleName(unreadName(before));
  let reloaded = false;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) reloaded = true;
  });

  const stamp = Date.now();
  const titles = [
    `Which CRM should our 5-person sales team use? (${stamp})`,
    `Looking for a simple HubSpot alternative for a small team (${stamp})`,
  ];
  const csv =
    'title,body,url\n' +
    `"${titles[0]}","We outgrew spreadsheets and HubSpot is too expensive. Any simple CRM recommendations?",https://example.com/${stamp}/1\n` +
    `"${titles[1]}","Need a simple CRM to track deals, cheaper than HubSpot.",https://example.com/${stamp}/2\n`;
  await api(page.request, project.token, 'POST', `/api/v1/leads/${project.projectId}/import`, {
    format: 'csv',
    content: csv,
  });

  const banner = page.getByRole('status').filter({ has: page.getByRole('button', { name: /new leads/ }) });
  await expect(banner.getByRole('button', { name: 'Show 2 new leads' })).toBeVisible();
  // The best of them is announced (for 5 s) as an in-app alert naming it, with a way to open it.
  const alert = page.getByRole('region', { name: 'Notifications', exact: true });
  await expect(alert.getByText(/^New lead \(score \d+\)$/)).toBeVisible();
  await expect(alert.locator('.sb-alert__description')).toHaveText(new RegExp(`\\(${stamp}\\)$`));
  await expect(alert.getByRole('button', { name: /^Open/ })).toBeVisible();
  // Nothing was inserted under the reader, and the page did not reload.
  await expect(rows.first().getByRole('link')).toHaveText(firstTitle);
  await expect(grid.getByRole('link', { name: titles[0] })).toHaveCount(0);
  expect(reloaded).toBe(false);
  // The badge counts them, live.
  await expect(leadsLink).toHaveAccessibleName(unreadName(before + 2));

  await banner.getByRole('button', { name: 'Show 2 new leads' }).click();
  await expect(grid.getByRole('link', { name: titles[0] })).toBeVisible();
  await expect(grid.getByRole('link', { name: titles[1] })).toBeVisible();
  await expect(page.getByRole('button', { name: /new leads/ })).toHaveCount(0);
  expect(reloaded).toBe(false);
});
